-- Messages sent through the public contact form. The id is chosen by the browser, so a message
-- queued offline and sent again after a lost answer is stored once.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL DEFAULT '',
  message text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
