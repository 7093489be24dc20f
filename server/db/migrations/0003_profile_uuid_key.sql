-- Profiles get a UUID primary key like every other table. owner_sub stays unique:
-- one profile per user, and the upsert in profile-service.ts targets it.
-- gen_random_uuid() is volatile, so PostgreSQL fills each existing row with its own id.
ALTER TABLE profiles ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE profiles DROP CONSTRAINT profiles_pkey;
ALTER TABLE profiles ADD CONSTRAINT profiles_pkey PRIMARY KEY (id);
ALTER TABLE profiles ADD CONSTRAINT profiles_owner_sub_key UNIQUE (owner_sub);
