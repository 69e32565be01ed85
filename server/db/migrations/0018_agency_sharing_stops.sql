CREATE TABLE "agency_sharing_stops" (
	"candidate_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"stopped_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agency_sharing_stops_candidate_id_agency_id_pk" PRIMARY KEY("candidate_id","agency_id")
);
--> statement-breakpoint
ALTER TABLE "agency_report_deliveries" DROP CONSTRAINT "agency_report_deliveries_status_check";--> statement-breakpoint
ALTER TABLE "agency_sharing_stops" ADD CONSTRAINT "agency_sharing_stops_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_sharing_stops" ADD CONSTRAINT "agency_sharing_stops_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_report_deliveries" ADD CONSTRAINT "agency_report_deliveries_status_check" CHECK ("agency_report_deliveries"."status" IN ('pending', 'delivered', 'failed', 'withdrawn'));