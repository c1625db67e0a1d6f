import type { Db } from '../../../db/client.ts';
import type { AuditLogService } from '../../audit/audit-log.service.ts';
import { AuditedChanges } from '../../audit/audited-change.ts';
import type { ArticleImages } from '../article-images.ts';
import { BlogAuthorEditorService } from './author-editor.service.ts';
import { BlogCategoryEditorService } from './category-editor.service.ts';
import { PostEditorService } from './post-editor.service.ts';

/**
 * docs/admin.md#blog: the staff write posts, categories and authors, one editor each; each write is audited and
 * drops the cached public answers.
 */
export class BlogEditors {
  readonly posts: PostEditorService;
  readonly categories: BlogCategoryEditorService;
  readonly authors: BlogAuthorEditorService;

  constructor(db: Db, audit: AuditLogService, onCatalogChange: () => void, images: ArticleImages) {
    const changes = new AuditedChanges(db, audit, onCatalogChange);
    this.posts = new PostEditorService(db, changes, images);
    this.categories = new BlogCategoryEditorService(db, changes);
    this.authors = new BlogAuthorEditorService(db, changes);
  }
}
