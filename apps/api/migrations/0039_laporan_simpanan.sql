CREATE TABLE "laporan_simpanan" (
	"jenis" text NOT NULL,
	"kunci" text NOT NULL,
	"dari" date NOT NULL,
	"sampai" date NOT NULL,
	"hasil" jsonb NOT NULL,
	"snapshot" "pg_snapshot" NOT NULL,
	"dihitung_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "laporan_simpanan_jenis_kunci_pk" PRIMARY KEY("jenis","kunci")
);
--> statement-breakpoint
CREATE TABLE "laporan_ubah" (
	"bulan" date NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"dicatat" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "laporan_ubah_bulan_xid_pk" PRIMARY KEY("bulan","xid")
);
--> statement-breakpoint
CREATE INDEX "laporan_ubah_dicatat_idx" ON "laporan_ubah" USING btree ("dicatat");--> statement-breakpoint
-- Which months of the RL morbidity and visit reports a statement changed (docs/laporan-rl.md
-- "Stored summaries"). Statement-level triggers over the transition tables: one run a statement,
-- set-based, so a bulk load costs a few queries, not one a row. A transaction records each month
-- once (the primary key holds its xid).
CREATE FUNCTION laporan_catat_bulan(hari date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO laporan_ubah (bulan)
  SELECT DISTINCT CASE WHEN h = '-infinity' THEN h ELSE date_trunc('month', h::timestamp)::date END
    FROM unnest(hari) h WHERE h IS NOT NULL
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- The days a service counts on: its own day, and its stay's discharge day (RL 4.1 counts a stay there).
CREATE FUNCTION laporan_hari_layanan(uids uuid[]) RETURNS SETOF date LANGUAGE sql STABLE AS $$
  SELECT l.tanggal FROM layanan l WHERE l.uid = ANY (uids)
  UNION ALL
  SELECT (pi.pulang_pada AT TIME ZONE 'Asia/Jakarta')::date FROM perawatan_inap pi
   WHERE pi.layanan_uid = ANY (uids) AND pi.pulang_pada IS NOT NULL
$$;
--> statement-breakpoint
-- diagnosis, koding, tindak_lanjut: the services whose rows changed.
CREATE FUNCTION laporan_ubah_per_layanan() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE uids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    uids := ARRAY(SELECT DISTINCT layanan_uid FROM baru);
  ELSIF TG_OP = 'DELETE' THEN
    uids := ARRAY(SELECT DISTINCT layanan_uid FROM lama);
  ELSE
    uids := ARRAY(SELECT layanan_uid FROM baru UNION SELECT layanan_uid FROM lama);
  END IF;
  PERFORM laporan_catat_bulan(ARRAY(SELECT laporan_hari_layanan(uids)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- layanan: the service's day, its stay's discharge, and the patient's next service at the same
-- clinic (whether that one is a new visit, RL 5.1, turns on the earlier ones). An update counts only
-- where what the reports read changed (day, clinic, patient, kind, cancelled or not).
CREATE FUNCTION laporan_ubah_layanan() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE xs layanan[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    xs := ARRAY(SELECT b FROM baru b);
  ELSIF TG_OP = 'DELETE' THEN
    xs := ARRAY(SELECT o FROM lama o);
  ELSE
    xs := ARRAY(
      SELECT x FROM baru b JOIN lama o ON o.uid = b.uid
       CROSS JOIN LATERAL (VALUES (b), (o)) v(x)
       WHERE (b.tanggal, b.poli_uid, b.pasien_uid, b.jenis, b.status = 'BATAL')
             IS DISTINCT FROM (o.tanggal, o.poli_uid, o.pasien_uid, o.jenis, o.status = 'BATAL'));
  END IF;
  IF cardinality(xs) = 0 THEN RETURN NULL; END IF;
  PERFORM laporan_catat_bulan(ARRAY(
    SELECT x.tanggal FROM unnest(xs) x
    UNION ALL
    SELECT (SELECT min(s.tanggal) FROM layanan s
             WHERE s.pasien_uid = x.pasien_uid AND s.poli_uid = x.poli_uid AND s.tanggal > x.tanggal
               AND s.status <> 'BATAL')
      FROM unnest(xs) x
    UNION ALL
    SELECT (pi.pulang_pada AT TIME ZONE 'Asia/Jakarta')::date FROM perawatan_inap pi
     WHERE pi.layanan_uid = ANY (ARRAY(SELECT x.uid FROM unnest(xs) x)) AND pi.pulang_pada IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- perawatan_inap: the discharge days of the stays whose admission, discharge or way out changed.
CREATE FUNCTION laporan_ubah_perawatan_inap() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE xs perawatan_inap[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    xs := ARRAY(SELECT b FROM baru b);
  ELSIF TG_OP = 'DELETE' THEN
    xs := ARRAY(SELECT o FROM lama o);
  ELSE
    xs := ARRAY(
      SELECT x FROM baru b JOIN lama o ON o.uid = b.uid
       CROSS JOIN LATERAL (VALUES (b), (o)) v(x)
       WHERE (b.masuk_pada, b.pulang_pada, b.cara_pulang, b.layanan_uid, b.pasien_uid)
             IS DISTINCT FROM (o.masuk_pada, o.pulang_pada, o.cara_pulang, o.layanan_uid, o.pasien_uid));
  END IF;
  PERFORM laporan_catat_bulan(ARRAY(
    SELECT (x.pulang_pada AT TIME ZONE 'Asia/Jakarta')::date FROM unnest(xs) x WHERE x.pulang_pada IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- pasien: sex and birth date place every count of the patient (age band); their services and stays.
CREATE FUNCTION laporan_ubah_pasien() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE berubah uuid[];
BEGIN
  berubah := ARRAY(
    SELECT b.uid FROM baru b JOIN lama o ON o.uid = b.uid
     WHERE (b.jenis_kelamin, b.tanggal_lahir) IS DISTINCT FROM (o.jenis_kelamin, o.tanggal_lahir));
  -- Most edits (address, phone) change neither: nothing to look up.
  IF cardinality(berubah) > 0 THEN
    PERFORM laporan_catat_bulan(ARRAY(SELECT laporan_hari_layanan(ARRAY(
      SELECT l.uid FROM layanan l WHERE l.pasien_uid = ANY (berubah)))));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- poli: RL 5.1 groups by the clinic's name; a rename changes every month.
CREATE FUNCTION laporan_ubah_poli() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM baru b JOIN lama o ON o.uid = b.uid WHERE b.nama IS DISTINCT FROM o.nama) THEN
    PERFORM laporan_catat_bulan(ARRAY['-infinity'::date]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- One trigger an event (a transition table exists only for the events that fill it): _i, _u, _d.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
      ('layanan', 'laporan_ubah_layanan', true),
      ('diagnosis', 'laporan_ubah_per_layanan', true),
      ('koding', 'laporan_ubah_per_layanan', true),
      ('tindak_lanjut', 'laporan_ubah_per_layanan', true),
      ('perawatan_inap', 'laporan_ubah_perawatan_inap', true),
      ('pasien', 'laporan_ubah_pasien', false),
      ('poli', 'laporan_ubah_poli', false)) v(tabel, fungsi, semua)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS lama NEW TABLE AS baru
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', 'laporan_ubah_' || t.tabel || '_u', t.tabel, t.fungsi);
    IF t.semua THEN
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS baru
        FOR EACH STATEMENT EXECUTE FUNCTION %I()', 'laporan_ubah_' || t.tabel || '_i', t.tabel, t.fungsi);
      EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS lama
        FOR EACH STATEMENT EXECUTE FUNCTION %I()', 'laporan_ubah_' || t.tabel || '_d', t.tabel, t.fungsi);
    END IF;
  END LOOP;
END $$;
