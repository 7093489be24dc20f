// The advisor chat on the right of every Advisor tab (height 520; below the tab on phones).
import { activeUserData } from '../../../data/active-user-data';
import { ChatPanel } from '../../../ui/chat/chat-panel';

export function AdvisorChatPanel() {
  return (
    <ChatPanel
      source={activeUserData().advisor}
      title="Advisor chat"
      height={520}
      greeting="Ask me about your plan: a course’s prerequisites, when it is offered, what to take next term, what is left for your degree."
    />
  );
}
