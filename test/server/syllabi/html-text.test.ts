// The syllabus page → text converter keeps what the extractor reads: one line per block, a table row per
// line with " | " between cells, list items as "- " lines, no scripts, styles or navigation, entities decoded.
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../server/syllabi/html-text';

describe('htmlToText', () => {
  it('keeps headings, paragraphs, line breaks and list items as lines', () => {
    const html = `<!doctype html><html><head><title>CS 101</title><style>p{color:red}</style></head><body>
      <nav><a href="/">Home</a> <a href="/courses">Courses</a></nav>
      <h1>CS&nbsp;101 &ndash; Intro to Programming</h1>
      <p>Fall 2026<br>Instructor: Dr. Ada  <b>Lovelace</b></p>
      <!-- <p>hidden</p> -->
      <script>document.write('<p>not text</p>')</script>
      <ul><li>Quiz 1 &amp; review: Sep 10</li><li>Essay due <em>Oct 3</em></li></ul>
    </body></html>`;
    expect(htmlToText(html)).toBe(
      ['CS 101 – Intro to Programming', 'Fall 2026', 'Instructor: Dr. Ada Lovelace', '- Quiz 1 & review: Sep 10', '- Essay due Oct 3'].join('\n'),
    );
  });

  it('reads each table row as one line of cells, breaks inside a cell kept in it', () => {
    const html = `<h2>Schedule</h2><table><thead><tr><th>Week</th><th>Date</th><th>Topic</th></tr></thead>
      <tbody><tr><td>1</td><td>Sep 1</td><td>Variables<br/>and types</td></tr>
      <tr><td>2</td><td>Sep 8</td><td><p>Loops</p><p>HW 1 due</p></td></tr>
      <tr><td></td><td></td><td></td></tr></tbody></table><p>After the table</p>`;
    expect(htmlToText(html)).toBe(
      ['Schedule', 'Week | Date | Topic', '1 | Sep 1 | Variables and types', '2 | Sep 8 | Loops HW 1 due', 'After the table'].join('\n'),
    );
  });

  it('keeps a pre block’s lines and decodes numeric entities; a stray < is text', () => {
    expect(htmlToText('<pre>Week 1\n  Intro\nWeek 2</pre><p>a &lt; b &#8212; &#x2713; 3 < 4</p>')).toBe('Week 1\nIntro\nWeek 2\na < b — ✓ 3 < 4');
  });

  it('reads a tag whose attribute holds ">" as one tag', () => {
    expect(htmlToText('<p title="a > b">Midterm</p><div data-x=\'>\'>Oct 14</div>')).toBe('Midterm\nOct 14');
  });
});
