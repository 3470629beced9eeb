ALTER TABLE "klaim" ADD COLUMN "special_cmg" jsonb;--> statement-breakpoint
ALTER TABLE "klaim" ADD COLUMN "eklaim_admission_id" text;