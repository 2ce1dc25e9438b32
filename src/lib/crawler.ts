import { isbot } from 'isbot';

/** Distinct user agents remembered per process; a full memo starts over. */
const MAX_AGENTS = 1000;
const answers = new Map<string, boolean>();

/**
 * Whether a user agent is a crawler (isbot). isbot runs one large regular expression, ~50 µs a call and three calls
 * per page (page cache, root loader, document render); the answers are remembered per user agent string
 * (decision 0122): a shop sees a few hundred distinct ones.
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  let answer = answers.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    if (answers.size >= MAX_AGENTS) answers.clear();
    answers.set(userAgent, answer);
  }
  return answer;
}
