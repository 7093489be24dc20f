// The one error the plan generator throws: the input admits no plan. It names the course (or requirement)
// at fault so the screen can say what to change; the generator never returns part of a plan instead.
export class PlanImpossibleError extends Error {
  readonly course?: string;
  readonly requirement?: string;

  constructor(message: string, about: { course?: string; requirement?: string } = {}) {
    super(message);
    this.name = 'PlanImpossibleError';
    if (about.course !== undefined) this.course = about.course;
    if (about.requirement !== undefined) this.requirement = about.requirement;
  }
}
