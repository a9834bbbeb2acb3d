CREATE TABLE "house_table_limits" (
	"table_code" text PRIMARY KEY NOT NULL,
	"spot_min" bigint NOT NULL,
	"spot_max" bigint NOT NULL,
	"round_min" bigint NOT NULL,
	"round_max" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_table_limits_check" CHECK ("house_table_limits"."spot_min" >= 1000 AND "house_table_limits"."spot_min" <= "house_table_limits"."spot_max" AND "house_table_limits"."spot_max" <= 50000000
          AND "house_table_limits"."round_min" >= "house_table_limits"."spot_min" AND "house_table_limits"."round_min" <= "house_table_limits"."round_max" AND "house_table_limits"."spot_max" <= "house_table_limits"."round_max"
          AND "house_table_limits"."spot_min" % 1000 = 0 AND "house_table_limits"."spot_max" % 1000 = 0 AND "house_table_limits"."round_min" % 1000 = 0 AND "house_table_limits"."round_max" % 1000 = 0)
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "key_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "key_changed_by" bigint;