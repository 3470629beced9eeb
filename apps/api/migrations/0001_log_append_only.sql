-- The audit log is append-only (ARCHITECTURE: "Append-only"): refuse every UPDATE and DELETE.
CREATE OR REPLACE FUNCTION log_aktivitas_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'log_aktivitas hanya boleh ditambah, tidak boleh diubah atau dihapus';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER log_aktivitas_no_update BEFORE UPDATE OR DELETE ON log_aktivitas
  FOR EACH ROW EXECUTE FUNCTION log_aktivitas_append_only();
--> statement-breakpoint
CREATE TRIGGER log_aktivitas_no_truncate BEFORE TRUNCATE ON log_aktivitas
  FOR EACH STATEMENT EXECUTE FUNCTION log_aktivitas_append_only();
