-- hand-written: home banners show on guests' cached pages (decision 110), so their changes are
-- announced like the other tables those pages read (decision 102)
CREATE TRIGGER home_banners_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_banners FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER home_banner_revisions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_banner_revisions FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
