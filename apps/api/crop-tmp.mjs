import sharp from 'sharp';
const [file, out, fromBottom, w] = process.argv.slice(2);
const meta = await sharp(file).metadata();
const h = Math.min(Number(fromBottom), meta.height);
await sharp(file).extract({ left: 0, top: meta.height - h, width: meta.width, height: h }).toFile(out);
console.log(meta.width, meta.height);
