/** openapi.yaml's words for the time routes: vacation (docs/time.md). */
import { problems } from '../../app/core/problems.js';
import type { OperationDoc } from './operation-doc.js';

const VACATION_EXAMPLE = { vacation: { until: '2026-12-20T08:00:00.000Z' }, vacationDaysLeft: 6, autoVacation: true };

export const timeOperationDocs = {
  startVacation: {
    tag: 'players',
    summary: 'Go on vacation',
    description:
      'Starts a vacation now, until `until` (at most 30 days ahead), in every game you are seated in that is being played. While it runs your deadlines do not run: ' +
      'no reminder, no fallback and no bot plays for you; when it ends each of your pending decisions has its deadline moved by the time it waited. ' +
      'Your opponents see it (`pending[].onVacationUntil`) and get one mail. You may still play while on vacation. Each started day counts against your vacation days ' +
      '(15 at the start, 2.5 more each month, at most 30).',
    requestExamples: { week: { summary: 'A week away', value: { until: '2026-12-12T08:00:00Z' } } },
    success: { 200: { description: 'Your vacation and the days left.', schema: 'Vacation', example: VACATION_EXAMPLE } },
    problems: [problems.invalidVacation, problems.vacationBudgetExceeded, problems.alreadyOnVacation, problems.playerNotFound],
  },
  endVacation: {
    tag: 'players',
    summary: 'End your vacation',
    description: 'Ends your vacation now; the days it started are charged and each of your pending deadlines moves by the time it waited. Nothing changes when you are not on vacation.',
    success: { 200: { description: 'No vacation, and the days left.', schema: 'Vacation', example: { ...VACATION_EXAMPLE, vacation: null } } },
    problems: [problems.playerNotFound],
  },
} as const satisfies Readonly<Record<string, OperationDoc>>;
