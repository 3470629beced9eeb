CREATE TABLE "koding" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layanan_uid" uuid NOT NULL,
	"kunjungan_uid" uuid NOT NULL,
	"pasien_uid" uuid NOT NULL,
	"diagnosis" jsonb NOT NULL,
	"prosedur" jsonb NOT NULL,
	"catatan" text,
	"dikonfirmasi_oleh" uuid,
	"nama_pengkode" text NOT NULL,
	"dikonfirmasi_pada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "koding" ADD CONSTRAINT "koding_layanan_uid_layanan_uid_fk" FOREIGN KEY ("layanan_uid") REFERENCES "public"."layanan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koding" ADD CONSTRAINT "koding_kunjungan_uid_kunjungan_uid_fk" FOREIGN KEY ("kunjungan_uid") REFERENCES "public"."kunjungan"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koding" ADD CONSTRAINT "koding_pasien_uid_pasien_uid_fk" FOREIGN KEY ("pasien_uid") REFERENCES "public"."pasien"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koding" ADD CONSTRAINT "koding_dikonfirmasi_oleh_akun_uid_fk" FOREIGN KEY ("dikonfirmasi_oleh") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "koding_layanan_uq" ON "koding" USING btree ("layanan_uid");--> statement-breakpoint
CREATE INDEX "koding_kunjungan_idx" ON "koding" USING btree ("kunjungan_uid");--> statement-breakpoint
CREATE INDEX "koding_waktu_idx" ON "koding" USING btree ("dikonfirmasi_pada");