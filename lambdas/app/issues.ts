/** Turns schema issues into one readable sentence for a problem's `detail`. */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 10)
    .map((i) => `${i.path.length ? i.path.map(String).join('.') : '(body)'}: ${i.message}`)
    .join('; ');
}
