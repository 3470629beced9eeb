ALTER TABLE "asesmen" DROP CONSTRAINT "asesmen_jenis_ck";--> statement-breakpoint
SELECT perbaiki_daftar('asesmen', 'uid', 'jenis', ARRAY['KEPERAWATAN_POLI', 'KEPERAWATAN_ULANG', 'KEPERAWATAN_IGD', 'KEPERAWATAN_HD', 'MEDIS', 'MEDIS_IGD', 'MEDIS_HD', 'KEBIDANAN'], NULL, false);--> statement-breakpoint
ALTER TABLE "asesmen" ADD CONSTRAINT "asesmen_jenis_ck" CHECK ("asesmen"."jenis" in ('KEPERAWATAN_POLI', 'KEPERAWATAN_ULANG', 'KEPERAWATAN_IGD', 'KEPERAWATAN_HD', 'MEDIS', 'MEDIS_IGD', 'MEDIS_HD', 'KEBIDANAN'));
