// The questions students ask most, answered from what the app does: offline use, sync, privacy, imports and
// deleting an account. Plain text, so the page and its prerendered copy say the same.
export interface Faq {
  id: string;
  question: string;
  answer: string[];
}

export const faqs: readonly Faq[] = [
  {
    id: 'offline',
    question: 'Does DegreeMate work without a connection?',
    answer: [
      'Yes. Once you have signed in and opened the app on a device, it keeps the app and your data there. With no connection you can read and change your tasks, links, plans and study plans as usual.',
      'The top bar says Offline while you are, and counts the changes waiting to be sent.',
    ],
  },
  {
    id: 'sync',
    question: 'How do my changes reach my other devices?',
    answer: [
      'Every change is saved on the device first, then sent to your DegreeMate server as soon as there is a connection; your other devices pick it up when they are next online.',
      'If the same thing was changed on two devices, or the server refuses a change, the top bar’s sync status shows it and lets you choose what to keep.',
    ],
  },
  {
    id: 'privacy',
    question: 'Who can see my data?',
    answer: [
      'Your data is kept on your devices and on the DegreeMate server you sign in to: no advertising, no tracking, nothing sold.',
      'A syllabus you import is read on your device; the file is not uploaded. If your server is set up with an AI model, your questions to the advisor (with the facts of your plan it needs) go to that model, and so does a syllabus’s text when you press “Improve with AI”.',
    ],
  },
  {
    id: 'import',
    question: 'Can I bring in my syllabus and my course calendar?',
    answer: [
      'Yes. In Study › Tasks, Import syllabus reads a PDF, Word document, text or web page, and you check every assignment, quiz and exam before it becomes a task.',
      'In Settings › Integrations you can add your learning platform’s calendar feed (Canvas and others) so its deadlines appear as tasks, and subscribe to DegreeMate’s own calendar from Google, Apple or Outlook.',
    ],
  },
  {
    id: 'deletion',
    question: 'How do I download or delete my data?',
    answer: [
      'Settings › Profile › Your data: Download my data gives you everything DegreeMate keeps for you as one file.',
      'Delete my account, in the same place, removes your profile, plans, tasks, links and conversations from the server and from the device you use, and signs you out. It cannot be undone.',
    ],
  },
];
