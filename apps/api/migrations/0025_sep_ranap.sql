DROP INDEX "bpjs_sep_kunjungan_uq";--> statement-breakpoint
ALTER TABLE "bpjs_sep" ADD COLUMN "jns_pelayanan" text DEFAULT '2' NOT NULL;--> statement-breakpoint
ALTER TABLE "bpjs_sep" ADD COLUMN "layanan_uid" uuid;--> statement-breakpoint
ALTER TABLE "bpjs_sep" ADD COLUMN "no_spri" text;--> statement-breakpoint
ALTER TABLE "bpjs_sep" ADD COLUMN "tgl_pulang" date;--> statement-breakpoint
ALTER TABLE "bpjs_sep" ADD COLUMN "status_pulang" text;--> statement-breakpoint
ALTER TABLE "bpjs_sep" ADD CONSTRAINT "bpjs_sep_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bpjs_sep_kunjungan_uq" ON "bpjs_sep" USING btree ("kunjungan_uid","jns_pelayanan") WHERE "bpjs_sep"."status" <> 'DIHAPUS';--> statement-breakpoint
SELECT perbaiki_daftar('bpjs_sep', 'uid', 'jns_pelayanan', ARRAY['1', '2'], NULL, false);--> statement-breakpoint
ALTER TABLE "bpjs_sep" ADD CONSTRAINT "bpjs_sep_jns_pelayanan_ck" CHECK ("bpjs_sep"."jns_pelayanan" in ('1', '2'));