CREATE TABLE "kasir_rekap_hari" (
	"tanggal" date PRIMARY KEY NOT NULL,
	"kuitansi" integer NOT NULL,
	"dibuat" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kasir_rekap_item" (
	"tanggal" date NOT NULL,
	"jenis" text NOT NULL,
	"kode" text,
	"nama" text NOT NULL,
	"jumlah" bigint NOT NULL,
	"total" bigint NOT NULL,
	"kuitansi" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kasir_rekap_pasien" (
	"tanggal" date NOT NULL,
	"kunci" text NOT NULL,
	"pasien_uid" uuid,
	"nama_pembayar" text NOT NULL,
	"nama" text NOT NULL,
	"penjamin" text[] NOT NULL,
	"kuitansi" integer NOT NULL,
	"batal" integer NOT NULL,
	"kunjungan" uuid[] NOT NULL,
	"total_tagihan" bigint NOT NULL,
	"ditanggung_penjamin" bigint NOT NULL,
	"diskon" bigint NOT NULL,
	"jumlah_bayar" bigint NOT NULL,
	CONSTRAINT "kasir_rekap_pasien_tanggal_kunci_pk" PRIMARY KEY("tanggal","kunci")
);
--> statement-breakpoint
ALTER TABLE "kasir_rekap_item" ADD CONSTRAINT "kasir_rekap_item_tanggal_kasir_rekap_hari_tanggal_fk" FOREIGN KEY ("tanggal") REFERENCES "public"."kasir_rekap_hari"("tanggal") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kasir_rekap_pasien" ADD CONSTRAINT "kasir_rekap_pasien_tanggal_kasir_rekap_hari_tanggal_fk" FOREIGN KEY ("tanggal") REFERENCES "public"."kasir_rekap_hari"("tanggal") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kasir_rekap_item_uq" ON "kasir_rekap_item" USING btree ("tanggal","jenis",coalesce("kode", ''),"nama");