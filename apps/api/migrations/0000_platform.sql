CREATE TABLE "akun" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"nama" text NOT NULL,
	"role" text NOT NULL,
	"email" text,
	"no_hp" text,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"login_terakhir" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "akun_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "sesi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"akun_uid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sesi_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "farmasi_akses_lokasi" (
	"akun_uid" uuid NOT NULL,
	"lokasi_uid" uuid NOT NULL,
	"akses" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farmasi_akses_lokasi_akun_uid_lokasi_uid_akses_pk" PRIMARY KEY("akun_uid","lokasi_uid","akses")
);
--> statement-breakpoint
CREATE TABLE "farmasi_lokasi" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama" text NOT NULL,
	"jenis" text DEFAULT 'DEPO' NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "log_aktivitas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "log_aktivitas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"waktu" timestamp with time zone DEFAULT now() NOT NULL,
	"akun_uid" uuid,
	"username" text,
	"role" text,
	"aksi" text NOT NULL,
	"entitas" text,
	"entitas_id" text,
	"keterangan" text,
	"ip" text,
	"user_agent" text,
	"detail" jsonb
);
--> statement-breakpoint
ALTER TABLE "sesi" ADD CONSTRAINT "sesi_akun_uid_akun_uid_fk" FOREIGN KEY ("akun_uid") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_akses_lokasi" ADD CONSTRAINT "farmasi_akses_lokasi_akun_uid_akun_uid_fk" FOREIGN KEY ("akun_uid") REFERENCES "public"."akun"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmasi_akses_lokasi" ADD CONSTRAINT "farmasi_akses_lokasi_lokasi_uid_farmasi_lokasi_uid_fk" FOREIGN KEY ("lokasi_uid") REFERENCES "public"."farmasi_lokasi"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "akun_role_idx" ON "akun" USING btree ("role");--> statement-breakpoint
CREATE INDEX "akun_nama_idx" ON "akun" USING btree (lower("nama"));--> statement-breakpoint
CREATE INDEX "sesi_akun_idx" ON "sesi" USING btree ("akun_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "farmasi_lokasi_kode_aktif" ON "farmasi_lokasi" USING btree ("kode") WHERE status = 'AKTIF';--> statement-breakpoint
CREATE INDEX "log_waktu_idx" ON "log_aktivitas" USING btree ("waktu");--> statement-breakpoint
CREATE INDEX "log_aksi_username_idx" ON "log_aktivitas" USING btree ("aksi","username","waktu");--> statement-breakpoint
CREATE INDEX "log_aksi_ip_idx" ON "log_aktivitas" USING btree ("aksi","ip","waktu");--> statement-breakpoint
CREATE INDEX "log_entitas_idx" ON "log_aktivitas" USING btree ("entitas","entitas_id");