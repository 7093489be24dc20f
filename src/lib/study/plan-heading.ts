// A plan's markdown opens with its title as a level-1 heading; renaming the plan renames that heading,
// so the plan never shows its old name inside. A plan without one gets it at the top.
import { plainText } from './plan-topics';

export function withHeading(markdown: string, title: string): string {
  const heading = `# ${plainText(title) || 'Weekly study plan'}`;
  const lines = markdown.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  if (at >= 0 && /^ {0,3}#\s/.test(lines[at]!)) {
    lines[at] = heading;
    return lines.join('\n');
  }
  return `${heading}\n\n${markdown}`;
}
