import { issueCalendarRoute } from '../../../http/routes/calendar.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('issueCalendar', issueCalendarRoute);
