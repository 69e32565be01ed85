CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_ref" text NOT NULL,
	"title" text NOT NULL,
	"job_type" text NOT NULL,
	"company_name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"metro_area" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"pay_rate_min" numeric(10, 2) NOT NULL,
	"pay_rate_max" numeric(10, 2) NOT NULL,
	"pay_rate_type" text NOT NULL,
	"shifts" text[] NOT NULL,
	"employment_type" text NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_years_experience" integer DEFAULT 0 NOT NULL,
	"summarized_description" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "jobs_external_ref_unique" UNIQUE("external_ref"),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" IN ('open', 'closed')),
	CONSTRAINT "jobs_pay_rate_type_check" CHECK ("jobs"."pay_rate_type" IN ('Hourly', 'Weekly', 'Annual')),
	CONSTRAINT "jobs_employment_type_check" CHECK ("jobs"."employment_type" IN ('Full-time', 'Part-time', 'Temporary', 'Temp-to-hire', 'Contract')),
	CONSTRAINT "jobs_shifts_check" CHECK (cardinality("jobs"."shifts") >= 1 AND "jobs"."shifts" <@ ARRAY['first', 'second', 'third', 'weekend', 'rotating']::text[]),
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "jobs_pay_rate_check" CHECK ("jobs"."pay_rate_min" > 0 AND "jobs"."pay_rate_min" <= "jobs"."pay_rate_max"),
	CONSTRAINT "jobs_min_years_check" CHECK ("jobs"."min_years_experience" >= 0)
);
--> statement-breakpoint
CREATE INDEX "jobs_job_type_status_idx" ON "jobs" USING btree ("job_type","status");--> statement-breakpoint
CREATE INDEX "jobs_state_metro_status_idx" ON "jobs" USING btree ("state","metro_area","status");--> statement-breakpoint
CREATE INDEX "jobs_status_title_idx" ON "jobs" USING btree ("status","title");