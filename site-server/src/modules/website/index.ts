import { WebsitePage } from './website-page.entity';

export { PageService, type PageView } from './page.service';
export { PublishRegistry, type Publishable } from './publish';
export { LANG_COOKIE, safeLocalPath, websiteRoutes } from './website.routes';
export { WebsitePage };

export const websiteEntities = [WebsitePage];
