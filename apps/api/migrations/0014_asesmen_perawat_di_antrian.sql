ALTER TABLE "antrian" ADD COLUMN "asesmen_perawat_pada" timestamp with time zone;--> statement-breakpoint
-- Layanan already assessed by a nurse before this column existed.
UPDATE "antrian" SET "asesmen_perawat_pada" = a."pertama" FROM (SELECT "layanan_uid", min("waktu") AS "pertama" FROM "asesmen" WHERE "jenis" IN ('KEPERAWATAN_POLI', 'KEPERAWATAN_ULANG', 'KEPERAWATAN_IGD', 'KEPERAWATAN_HD') GROUP BY "layanan_uid") a WHERE a."layanan_uid" = "antrian"."layanan_uid";
