import { useCallback, useEffect, useRef } from 'react';
import { youTubeProtocol, vimeoProtocol, type FrameProtocol } from './player-protocol';
import type { ReportedState } from './use-video-players';
import type { VideoSource } from './video-embed';

interface PlayerProps {
  id: string;
  source: VideoSource;
  title: string;
  report: (id: string, state: ReportedState) => void;
  setPauser: (id: string, pause: (() => void) | null) => void;
}

const FRAME_ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
const FRAME_CLASS = 'absolute inset-0 size-full';
/** The player may not be listening yet when its frame fires load, so the handshake is repeated a while. */
export const HANDSHAKE_RETRY_MS = 500;
const HANDSHAKE_TRIES = 10;

export function VideoPlayer({ id, source, title, report, setPauser }: PlayerProps) {
  if (source.kind === 'file') return <FilePlayer id={id} src={source.src} title={title} report={report} setPauser={setPauser} />;
  if (source.kind === 'frame') {
    // An unknown host cannot be asked for its state: it counts as playing until closed.
    return (
      <iframe
        src={source.src}
        title={title}
        className={FRAME_CLASS}
        allow={FRAME_ALLOW}
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }
  const protocol = source.kind === 'youtube' ? youTubeProtocol : vimeoProtocol;
  return <FramePlayer id={id} src={source.src} title={title} protocol={protocol} report={report} setPauser={setPauser} />;
}

function FramePlayer({
  id,
  src,
  title,
  protocol,
  report,
  setPauser,
}: Omit<PlayerProps, 'source'> & { src: string; protocol: FrameProtocol }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const heard = useRef(false);
  const pausePending = useRef(false);
  const retry = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const targetOrigin = new URL(src).origin;

  const post = useCallback(
    (messages: string[]) => {
      const win = frame.current?.contentWindow;
      for (const m of messages) win?.postMessage(m, targetOrigin);
    },
    [targetOrigin],
  );

  const stopRetry = () => {
    clearInterval(retry.current);
    retry.current = undefined;
  };

  const onLoad = () => {
    heard.current = false;
    stopRetry();
    post(protocol.subscribe(id));
    let tries = 1;
    retry.current = setInterval(() => {
      if (heard.current || tries >= HANDSHAKE_TRIES) return stopRetry();
      tries += 1;
      post(protocol.subscribe(id));
    }, HANDSHAKE_RETRY_MS);
  };

  useEffect(() => {
    const pause = () => post([protocol.pause(id)]);
    const onMessage = (e: MessageEvent) => {
      if (!frame.current || e.source !== frame.current.contentWindow || !protocol.origins.includes(e.origin)) return;
      const signal = protocol.read(e.data);
      if (!signal) return;
      if (!heard.current) {
        heard.current = true;
        stopRetry();
      }
      if (signal === 'ready') {
        if (protocol.resubscribeOnReady) post(protocol.subscribe(id));
        if (pausePending.current) pause();
        return;
      }
      // A pause sent before the player could hear it, or before its autoplay began, is repeated
      // until the player reports it has stopped.
      if (signal === 'playing' && pausePending.current) pause();
      else pausePending.current = false;
      report(id, signal);
    };
    window.addEventListener('message', onMessage);
    setPauser(id, () => {
      pausePending.current = true;
      pause();
    });
    return () => {
      window.removeEventListener('message', onMessage);
      setPauser(id, null);
      stopRetry();
    };
  }, [id, protocol, post, report, setPauser]);

  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      onLoad={onLoad}
      className={FRAME_CLASS}
      allow={FRAME_ALLOW}
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  );
}

function FilePlayer({ id, src, title, report, setPauser }: Omit<PlayerProps, 'source'> & { src: string }) {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const v = video.current;
    setPauser(id, () => v?.pause());
    // Playback with sound may be refused; the player then sits paused with its own controls.
    v?.play()?.catch(() => report(id, 'paused'));
    return () => setPauser(id, null);
  }, [id, report, setPauser]);

  return (
    <video
      ref={video}
      src={src}
      title={title}
      aria-label={title}
      controls
      playsInline
      preload="metadata"
      className={`${FRAME_CLASS} bg-black`}
      onPlay={() => report(id, 'playing')}
      onPause={() => report(id, 'paused')}
      onEnded={() => report(id, 'ended')}
    />
  );
}
