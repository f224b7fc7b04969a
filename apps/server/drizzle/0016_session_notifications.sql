-- Issue #22: each server process keeps sessions in memory for a few seconds. Whatever ends a
-- session or changes what it grants (sign-out, password change, role change, a channel role, an
-- account's deletion) tells every process at once on the "sessions" channel, whichever code path
-- or tool made the change. A NOTIFY is delivered at commit, never for a rolled-back change.
CREATE FUNCTION portal_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions', 'session:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions', 'user:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_notify_channel_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('sessions', 'user:' || OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('sessions', 'user:' || NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_notify_all_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions', 'all');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only the columns that decide a session's validity: the batched last_used_at writes stay silent.
CREATE TRIGGER sessions_notify AFTER UPDATE OF revoked_at, expires_at, user_id, token_hash OR DELETE
  ON sessions FOR EACH ROW EXECUTE FUNCTION portal_notify_session();
--> statement-breakpoint
CREATE TRIGGER users_notify AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION portal_notify_user();
--> statement-breakpoint
CREATE TRIGGER channel_members_notify AFTER INSERT OR UPDATE OR DELETE ON channel_members
  FOR EACH ROW EXECUTE FUNCTION portal_notify_channel_member();
--> statement-breakpoint
CREATE TRIGGER sessions_truncate_notify AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_all_sessions();
--> statement-breakpoint
CREATE TRIGGER users_truncate_notify AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_all_sessions();
--> statement-breakpoint
CREATE TRIGGER channel_members_truncate_notify AFTER TRUNCATE ON channel_members
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_all_sessions();
