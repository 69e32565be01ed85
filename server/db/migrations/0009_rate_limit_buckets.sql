CREATE TABLE "rate_limit_buckets" (
	"bucket" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"refilled_at" timestamp with time zone NOT NULL,
	"full_at" timestamp with time zone NOT NULL,
	"last_hit_allowed" boolean NOT NULL
);
--> statement-breakpoint
DROP TABLE "rate_limit_counters" CASCADE;--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_full_at_idx" ON "rate_limit_buckets" USING btree ("full_at");