CREATE TABLE "farmasi_pengeluaran" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nomor" text NOT NULL,
	"tanggal" date NOT NULL,
	"lokasi_uid" uuid NOT NULL,
	"kategori" text NOT NULL,
	"uraian" text NOT NULL,
	"jumlah" bigint NOT NULL,
	"metode" text NOT NULL,
	"referensi" text,
	"supplier_uid" uuid,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"alasan_batal" text,
	"dibatalkan_oleh" uuid,
	"dibatalkan_pada" timestamp with time zone,
	"dibuat_oleh" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farmasi_pengeluaran_jumlah_ck" CHECK ("farmasi_pengeluaran"."jumlah" > 0),
	CONSTRAINT "farmasi_pengeluaran_status_ck" CHECK ("farmasi_pengeluaran"."status" in ('AKTIF', 'BATAL')),
	CONSTRAINT "farmasi_pengeluaran_metode_ck" CHECK ("farmasi_pengeluaran"."metode" in ('TUNAI', 'TRANSFER'))
);
--> statement-breakpoint
ALTER TABLE "farmasi_pengeluaran" ADD CONSTRAINT "farmasi_pengeluaran_lokasi_uid_farmasi_lokasi_uid_fk" FOREIGN KEY ("lokasi_uid") REFERENCES "public"."farmasi_lokasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_pengeluaran" ADD CONSTRAINT "farmasi_pengeluaran_supplier_uid_farmasi_supplier_uid_fk" FOREIGN KEY ("supplier_uid") REFERENCES "public"."farmasi_supplier"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_pengeluaran" ADD CONSTRAINT "farmasi_pengeluaran_dibatalkan_oleh_akun_uid_fk" FOREIGN KEY ("dibatalkan_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_pengeluaran" ADD CONSTRAINT "farmasi_pengeluaran_dibuat_oleh_akun_uid_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_pengeluaran_nomor_uq" ON "farmasi_pengeluaran" USING btree ("nomor");--> statement-breakpoint
CREATE INDEX "farmasi_pengeluaran_tanggal_idx" ON "farmasi_pengeluaran" USING btree ("tanggal","lokasi_uid");