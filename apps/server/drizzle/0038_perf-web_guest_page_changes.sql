-- Guest pages' render cache (decision 110): the tables whose rows show on guests' pages announce
-- their changes like the other cached tables (decision 102), so every instance drops its pages.
CREATE TRIGGER game_categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_categories FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER game_category_links_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_category_links FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER game_images_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_images FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER news_articles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_articles FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER content_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_pages FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER info_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON info_pages FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER info_page_revisions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON info_page_revisions FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER lucky_spin_prizes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lucky_spin_prizes FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
