import sharp from 'sharp';
const [n, top, height, w] = process.argv.slice(2);
await sharp(`test-results/screens/reels-strip-${n}.png`).extract({ left: 0, top: Number(top), width: Number(w), height: Number(height) }).resize({ width: Math.min(Number(w), 900) }).toFile(`/tmp/reels-shots/${n}-${top}.png`);
