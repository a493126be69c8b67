import { Blog } from './blog.entity';
import { BlogPost } from './blog-post.entity';
import { BlogTag } from './blog-tag.entity';

export const blogEntities = [Blog, BlogTag, BlogPost];
