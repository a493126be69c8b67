import { videoEmbedUrl } from '../behaviours/embeds';

/** The provider's player, loaded once the visitor asks for the video (the video block and its popup). */
export function VideoPlayer({
  provider,
  videoId,
  title,
  lazy,
}: {
  provider: 'youtube' | 'vimeo';
  videoId: string;
  title: string;
  lazy?: boolean;
}) {
  return (
    <iframe
      src={videoEmbedUrl(provider, videoId)}
      title={title}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      loading={lazy ? 'lazy' : undefined}
    />
  );
}
