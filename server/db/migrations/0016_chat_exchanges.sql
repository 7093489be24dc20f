-- Advisor chat through the outbox: a question and its reply are one synced record, the exchange,
-- keyed by the question's id. Its version is the question row's; an exchange never changes once answered,
-- so only its delete raises it (in the tombstone).
ALTER TABLE advisor_messages ADD COLUMN version integer NOT NULL DEFAULT 1;
