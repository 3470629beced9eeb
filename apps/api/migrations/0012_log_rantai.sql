CREATE TABLE "log_aktivitas_rantai" (
	"log_id" bigint PRIMARY KEY NOT NULL,
	"prev_id" bigint,
	"hash" text NOT NULL,
	"kunci_id" text NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The seals are append-only like the log they seal (docs/platform.md "Log aktivitas berantai"):
-- only the sealing run inserts; nothing in Rawat updates or deletes a link.
CREATE OR REPLACE FUNCTION log_aktivitas_rantai_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'log_aktivitas_rantai hanya boleh ditambah, tidak boleh diubah atau dihapus';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER log_aktivitas_rantai_no_update BEFORE UPDATE OR DELETE ON log_aktivitas_rantai
  FOR EACH ROW EXECUTE FUNCTION log_aktivitas_rantai_append_only();
--> statement-breakpoint
CREATE TRIGGER log_aktivitas_rantai_no_truncate BEFORE TRUNCATE ON log_aktivitas_rantai
  FOR EACH STATEMENT EXECUTE FUNCTION log_aktivitas_rantai_append_only();
