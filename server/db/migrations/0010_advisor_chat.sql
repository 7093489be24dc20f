-- Advisor chat: a user's conversations and their messages. A user message's id is chosen by the
-- client, so a retry with the same id finds the stored reply instead of asking again; each user message has
-- at most one reply (reply_to is unique). The user messages of the last minute are also the chat's rate
-- limit, counted here so every API process sees the same count.
CREATE TABLE advisor_conversations (
  id uuid PRIMARY KEY,
  owner_sub text NOT NULL,
  title text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX advisor_conversations_owner ON advisor_conversations (owner_sub, updated_at DESC, id DESC);

CREATE TABLE advisor_messages (
  id uuid PRIMARY KEY,
  owner_sub text NOT NULL,
  conversation uuid NOT NULL REFERENCES advisor_conversations (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL,
  -- assistant replies: 'embedded' (the built-in advisor) or 'model' (the configured language model)
  source text NOT NULL DEFAULT '',
  reply_to uuid UNIQUE REFERENCES advisor_messages (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX advisor_messages_conversation ON advisor_messages (conversation, created_at, id);
CREATE INDEX advisor_messages_owner_recent ON advisor_messages (owner_sub, created_at) WHERE role = 'user';
