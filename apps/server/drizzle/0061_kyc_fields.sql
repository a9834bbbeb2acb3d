ALTER TABLE "kyc_submissions" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "id_number" text;--> statement-breakpoint
CREATE INDEX "kyc_submissions_id_number_idx" ON "kyc_submissions" USING btree ("id_number");