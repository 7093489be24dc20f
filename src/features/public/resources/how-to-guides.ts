// The text of the how-to guides: what a student does, in the app's own words (button and tab names as
// the screens show them).

export interface Guide {
  id: 'install' | 'offline' | 'syllabus';
  title: string;
  lead: string;
  steps: readonly string[];
}

export const guides: readonly Guide[] = [
  {
    id: 'install',
    title: 'Install DegreeMate on your phone',
    lead: 'An installed app opens from your home screen, full screen, and starts without a connection.',
    steps: [
      'Open DegreeMate in your phone’s browser and sign in once while you are online.',
      'Wait for “DegreeMate is ready to work offline.”: everything the app needs is now on your phone.',
      'On Android (Chrome), open the browser menu and choose Install app or Add to Home screen.',
      'On iPhone or iPad (Safari), tap Share, then Add to Home Screen, then Add.',
      'Open DegreeMate from its new icon. You stay signed in, and updates install themselves the next time you open it online.',
    ],
  },
  {
    id: 'offline',
    title: 'Study with no connection',
    lead: 'Lecture halls and libraries drop Wi-Fi. DegreeMate keeps working, and nothing you change is lost.',
    steps: [
      'Sign in and open each screen you need once while online, so that your plan, tasks and catalogue are on the device.',
      'Offline, keep working as usual: add tasks and move them across the board, edit your graduation plan, save links, generate a weekly study plan.',
      'Ask the advisor anything: your question shows “Waiting to send” and is answered as soon as you are back online.',
      'The sync control in the top bar counts the changes waiting. They are sent once, in order, when the connection returns.',
      'If the same record was changed on another device meanwhile, the sync control shows what was replaced and lets you restore it.',
    ],
  },
  {
    id: 'syllabus',
    title: 'Import a syllabus',
    lead: 'Turn a course syllabus into deadlines on your task board and topics for your weekly plans in a few minutes.',
    steps: [
      'Go to Study and choose Import syllabus on the Weekly or Tasks tab.',
      'Choose the syllabus file (PDF, Word, text or Markdown), paste its text, or give the address of its web page. Files are read on your device and never uploaded.',
      'Check what was found: the course, the term’s dates, and every assignment, quiz, exam and reading with its date. Dates that fall outside the term are marked for you to check.',
      'Untick anything you do not want, fix any date, then choose Import.',
      'Your deadlines appear on the Tasks board and in your calendar feed, and the week-by-week topics feed the weekly study plans you generate for that course.',
    ],
  },
];
