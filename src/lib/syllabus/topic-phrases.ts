// A week's topic that happens to use a word for work ("Writing lab reports", "Project planning", "Exam
// strategies") names what the class is about, not something due. Read only when nothing says "due":
// "Project planning due" is still work.

/** Work words that, right before one of these, describe the subject of the class. */
const SUBJECT_AFTER_WORK =
  /\b(projects?|reports?|papers?|essays?|exams?|quiz(zes)?|tests?|presentations?|proposals?)\s+(planning|management|design|writing|skills|strategies|strategy|structure|basics|overview|ideas|brainstorm(ing)?|workshops?|work|preparation|prep|techniques|tips|formatting|guidelines|selection|anxiety|taking)\b/i;
/** A phrase opening on an activity ("Writing…", "How to…") teaches it, unless it opens on assigned work. */
const ACTIVITY_FIRST =
  /^\W*(writing|planning|preparing|designing|structuring|drafting|researching|revising|introduc\w+|intro to|how (to|\w+ (write|plan|design|prepare|present))|overview of|understanding|managing|organizing|citing|choosing|developing|building|working on)\b/i;
const ASSIGNED_FIRST = /^\W*writing\s+(assignments?|exercises?|prompts?|portfolios?)\b/i;
/** Work words in the plural with no number: a kind of work spoken about ("Oral history projects"). */
const GENERIC_PLURAL = /\b(reports|projects|papers|essays|proposals|drafts|quizzes|exams|tests)\b/i;
const NUMBERED = /\b(reports|projects|papers|essays|proposals|drafts|quizzes|exams|tests)\s*#?\d/i;

export function isTopicPhrase(text: string): boolean {
  if (SUBJECT_AFTER_WORK.test(text)) return true;
  if (ACTIVITY_FIRST.test(text) && !ASSIGNED_FIRST.test(text)) return true;
  return GENERIC_PLURAL.test(text) && !NUMBERED.test(text);
}
