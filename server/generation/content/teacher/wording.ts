/** What the plan says about the teacher's own material, in one place so the wording can be reviewed. */

/** How a plan names the teacher's upload as the source of its content: "Your upload: Fractions worksheet, p. 3". */
export const uploadSource = (citation: string) => `Your upload: ${citation}`;

/** The answer of a question from an upload that holds no answer key: the teacher's own key has it. */
export const SEE_ANSWER_KEY = 'See your answer key.';

/** The answer of a question the upload's answer key leaves out: the plan does not make one up. */
export const notInAnswerKey = (label: string) => `Not in your answer key${label ? ` (question ${label})` : ''}: supply the answer.`;
