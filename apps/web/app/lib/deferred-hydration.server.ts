import { Transform } from 'node:stream';
import { DEFERRED_SCRIPT_TYPE, HYDRATION_FLAG } from './hydration.ts';

/**
 * The page's JavaScript waits until the page has painted its main image.
 *
 * React Router puts one inline module script in the page that imports every module the page needs, and a
 * modulepreload link for each of them in the head. On a slow phone connection those 110 KB of scripts would
 * share the line with the stylesheet and the hero image, and their evaluation would hold back the first paint.
 * The server-rendered page reads, links and scrolls without them, so this rewrites the HTML as it streams:
 * the preload links are dropped, the module script is made inert, and a small inline script starts both once
 * the high-priority images (the hero of either screen) have loaded and painted, on the first pointer or key
 * press, or (should an image never settle) 3 seconds after the load event, whichever comes first. A button
 * pressed before React starts hydrating is pressed again once React has taken over.
 */
export function deferHydration(): Transform {
  const preloads: string[] = [];
  // Text after the last unclosed `<` waits for the next chunk, so a tag split across chunks is still matched.
  let pending = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = pending + chunk.toString();
      const cut = unfinishedTagStart(text);
      pending = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut), preloads));
    },
    flush(callback) {
      callback(null, rewrite(pending, preloads));
    },
  });
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
// With a Content-Security-Policy nonce, React Router writes it first; the boot script and the inert module keep
// it, and the boot script hands it to the module element it creates, so the page's policy lets both run.
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/;

function unfinishedTagStart(text: string): number {
  const open = text.lastIndexOf('<');
  return open !== -1 && text.indexOf('>', open) === -1 ? open : text.length;
}

function rewrite(html: string, preloads: string[]): string {
  return html
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(
      MODULE_SCRIPT,
      (_tag, nonce = '') =>
        `<script${nonce}>${bootScript(preloads)}</script><script${nonce} type="${DEFERRED_SCRIPT_TYPE}">`,
    );
}

// Plain ES2017 that runs before any module: keep it short, it is in every page. An image paints once it is
// decoded, in the frame after; the scripts wait two frames past that so they never compete with its paint.
function bootScript(preloads: string[]): string {
  return `(function(){
var preloads=${JSON.stringify(preloads).replace(/</g, '\\u003c')},started=false,pressed=null,d=document;
function boot(){if(started)return;started=true;
preloads.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});
d.querySelectorAll('script[type="${DEFERRED_SCRIPT_TYPE}"]').forEach(function(s){var m=d.createElement('script');m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m)});}
function afterPaint(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(boot,0)})})}
d.addEventListener('click',function(e){if(window.${HYDRATION_FLAG})return;var b=e.target.closest&&e.target.closest('button');if(b){e.preventDefault();pressed=b}boot()},true);
d.addEventListener('pointerdown',boot,{capture:true,once:true});
d.addEventListener('keydown',boot,{capture:true,once:true});
new MutationObserver(function(_,o){if(!d.documentElement.dataset.hydrated)return;o.disconnect();if(pressed&&pressed.isConnected)pressed.click()}).observe(d.documentElement,{attributes:true,attributeFilter:['data-hydrated']});
var heroes=[].filter.call(d.querySelectorAll('img[fetchpriority="high"]'),function(i){return!i.complete}),waiting=heroes.length;
function heroDone(){if(--waiting===0)afterPaint()}
addEventListener('load',function(){if(waiting>0)setTimeout(boot,3000);else afterPaint()});
if(!waiting)afterPaint();else heroes.forEach(function(i){function done(){(i.decode?i.decode():Promise.resolve()).then(heroDone,heroDone)}i.addEventListener('load',done);i.addEventListener('error',heroDone)});
})();`;
}
