/**
 * The gambling self-check: nine questions about the last twelve months, each answered never (0),
 * sometimes (1), most of the time (2) or almost always (3), scored the way the widely used
 * Problem Gambling Severity Index is: 0 no sign of harm, 1-2 low, 3-7 moderate, 8 or more high.
 */
export const SELF_CHECK_QUESTIONS = [
  'affordable',
  'larger',
  'chasing',
  'borrowed',
  'problem',
  'health',
  'criticised',
  'money',
  'guilty',
] as const;
export type SelfCheckQuestion = (typeof SELF_CHECK_QUESTIONS)[number];

export const SELF_CHECK_ANSWERS = [0, 1, 2, 3] as const;
export type SelfCheckAnswer = (typeof SELF_CHECK_ANSWERS)[number];

export type SelfCheckBand = 'none' | 'low' | 'moderate' | 'high';

export function selfCheckBand(answers: Partial<Record<SelfCheckQuestion, SelfCheckAnswer>>): SelfCheckBand {
  const score = SELF_CHECK_QUESTIONS.reduce((sum, q) => sum + (answers[q] ?? 0), 0);
  if (score === 0) return 'none';
  if (score <= 2) return 'low';
  if (score <= 7) return 'moderate';
  return 'high';
}
