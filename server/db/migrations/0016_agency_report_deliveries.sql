CREATE TABLE "agency_report_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"event" text NOT NULL,
	"status" text NOT NULL,
	"body" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "agency_report_deliveries_status_check" CHECK ("agency_report_deliveries"."status" IN ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "agency_report_deliveries" ADD CONSTRAINT "agency_report_deliveries_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_report_deliveries" ADD CONSTRAINT "agency_report_deliveries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_report_deliveries" ADD CONSTRAINT "agency_report_deliveries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_report_deliveries_candidate_idx" ON "agency_report_deliveries" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "agency_report_deliveries_agency_status_idx" ON "agency_report_deliveries" USING btree ("agency_id","status");