/** The stand-in's consent page: plainly a demo, never mistaken for LINE. */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function consentPage(action: string, hidden: Record<string, string>): string {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  return `<!doctype html>
<html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>LINE จำลอง (เดโม)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:24px 16px;color:#1f2328}
main{max-width:360px;margin:0 auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}
.badge{display:inline-block;background:#fff3cd;color:#7a5200;border:1px solid #e8c770;border-radius:6px;padding:2px 8px;font-size:13px}
h1{font-size:20px;margin:12px 0 4px}p{font-size:14px;line-height:1.5;color:#57606a}
label{display:block;font-size:14px;margin:16px 0 6px}input[type=text]{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #c9ced4;border-radius:8px}
button{width:100%;padding:12px;font-size:16px;border-radius:8px;border:0;margin-top:12px;cursor:pointer}
.ok{background:#06c755;color:#fff}.no{background:#eaeef2;color:#1f2328}
</style></head>
<body><main>
<span class="badge">เดโม: ไม่ใช่ LINE จริง</span>
<h1>LINE จำลอง</h1>
<p>หน้านี้แทนการเข้าสู่ระบบของ LINE ในเครื่องเดโมเท่านั้น (ไม่ต้องใช้อินเทอร์เน็ต) พิมพ์ชื่อ LINE ที่ต้องการ ชื่อเดิมคือบัญชี LINE เดิม</p>
<form method="post" action="${escapeHtml(action)}">${fields}
<label for="name">ชื่อที่แสดงใน LINE</label>
<input id="name" type="text" name="name" value="สมชาย LINE" maxlength="40" required>
<button class="ok" type="submit" name="decision" value="allow">อนุญาต</button>
<button class="no" type="submit" name="decision" value="deny" formnovalidate>ยกเลิก</button>
</form></main></body></html>`
}
