import { describe, expect, it } from 'vitest';
import { parseReceiptText } from './receipt-text';

/** Receipts as tesseract returns them: the layout's columns flattened into lines, some noise kept. */
const RESTAURANT = `
TAX INVOICE
Hotel Saravana Bhavan
No. 21, Greams Road, Chennai 600006
GSTIN: 33AABCS1234F1Z5
Ph: 044-2829 1234
Bill No: 4512        Table: 12
Date: 25/11/2026     Time: 13:42
Item            Qty   Rate    Amount
Masala Dosa      2    120.00  240.00
Filter Coffee    3     45.00  135.00
Sub Total                     375.00
CGST @ 2.5%                     9.38
SGST @ 2.5%                     9.38
Round Off                       0.24
Grand Total          Rs. 394.00
Thank you! Visit again
`;

const FUEL = `
INDIAN OIL
COCO BANDRA WEST
Receipt No: 000731
Date: 03-12-2026 Time 08:15:22
Nozzle No: 2  Product: PETROL
Rate (Rs/L): 104.21
Volume (L): 19.19
Amount: 2000.00
Vehicle No: MH02AB1234
`;

const HOTEL = `
The Lalit New Delhi
Barakhamba Avenue, Connaught Place
GSTIN 07AAACL1234M1ZX
Folio No 88213      Arrival 22 Nov 2026   Departure 25 Nov 2026
Room Charges 3 nights        1,08,000.00
Food & Beverage                 12,456.00
Total Tax                       21,681.00
Net Amount Payable           ₹ 1,42,137.00
`;

const TAXI = `
Meru Cabs
Trip receipt
Nov 25, 2026 9:14 PM
Base fare ₹180.00
Distance 14.2 km ₹230.50
Taxes ₹20.50
Total ₹431.00
`;

/**
 * What the OCR made of bench photos (npm run bench:receipt-ocr), misreadings kept: a faded thermal
 * bill whose name, bill number and date lines were lost and whose item header came out as bits.
 */
const FADED_THERMAL = `
GSTIN: O7AAFCS2345L179

Tten              Q         Am
Masala Dosa            x     330.00
Idli Sambar       1   140.00
Sub Total               830.00
SGST 2.5%                20.75
NET PAYABLE        Rs 872.00
`;

/** The same bill under the other threshold: the name lost, the address first, a waiter's field next. */
const FADED_THERMAL_ADDRESS_FIRST = `
Connaught Place, New Delhi
Bill No: 2231     Table: T7
pt: 24.11.26      14:05
Steward: Ramesh      Bax 3
Masala Dosa       2 336.60
Vada              2   150.00
Sweet Lassi       3   210.00
Sub Total             830.00
SGST 2.0%              20.75
NET PAYABLE     Rs 872.00
`;

/** A ride receipt whose slip edge came out as a "2" in front of the date. */
const RIDE_EDGE_BEFORE_DATE = `
Uber
Here's your receipt for your ride, Ravi
2     Nov 18, 2026
Total Fare X 412
Trip fare 372.38
Booking fee 20.00
Taxes (GST 5%) 19.62
;     Paid with UPI Z 412
Pickup 08:12 Pm  Terminal 1, Bengaluru Airport
Drop 09:04 Pm  Koramangala 5th Block
Distance 38.4 km   Duration 52 min
Uber India Systems Pvt. Ltd.
GSTIN 29AAACU1234F17x
`;

/** A hotel folio on a small photo: the stay's dates are labelled "Date" too, above the invoice's. */
const FOLIO_STAY_DATES = `
Lemon Tree Hotel
Aerocity, New Delhi 110037
GSTIN: 07AABCL5678P173
Invoice No: LTH/26/11/0912
:    Guest: Ms. Priya Nair   Room: 512
{     Arrival Date: 22-Nov-2026
Departure Date: 25-Nov-2026
Invoice Date: 25-Nov-2026
Room Charges 3 x 8,500.00   25,500.00
Restaurant                  3,240.00
Minibar                       610.00
Sub Total                   29,350.00
CGST 6%                        1,761.00
SGST 6%                        1,761.00
Amount Payable        X 32,872.00
`;

/** A bill in small print from afar: "Sub Total" misread as "Sb Total", and "Rs." glued to the net amount. */
const FAR_SMALL_PRINT = `
KAMAT UPACHAR

station Road, Vadodara 390002
GSTIN 24ARAFK1234122

Bill No 00341 25/11/2026 20:14
Thali            2 640.00
Pav Bhaji        1 180.60
putternilk        2 80.00
Totel Qty 5 Sb Total 900.00
CGST 2.5% 22.58 SGST 2.5% 22.50
Net Amount       Rs.945.00
Thank you
`;

describe('parseReceiptText', () => {
  it('reads a restaurant bill: the grand total, not the sub total or the taxes', () => {
    expect(parseReceiptText(RESTAURANT)).toEqual({ amount: '394.00', date: '2026-11-25', merchant: 'Hotel Saravana Bhavan' });
  });

  it('reads a fuel slip, whose only total is "Amount"', () => {
    expect(parseReceiptText(FUEL)).toEqual({ amount: '2000.00', date: '2026-12-03', merchant: 'INDIAN OIL' });
  });

  it('reads a hotel folio in lakh grouping with a month-name date', () => {
    expect(parseReceiptText(HOTEL)).toEqual({ amount: '142137.00', date: '2026-11-22', merchant: 'The Lalit New Delhi' });
  });

  it('reads a ride receipt: "Total Fare" with ₹ misread, and a month-first date after a stray figure', () => {
    expect(parseReceiptText(RIDE_EDGE_BEFORE_DATE)).toEqual({ amount: '412.00', date: '2026-11-18', merchant: 'Uber' });
  });

  it('reads a hotel folio: the invoice date, not the arrival date above it', () => {
    expect(parseReceiptText(FOLIO_STAY_DATES)).toEqual({ amount: '32872.00', date: '2026-11-25', merchant: 'Lemon Tree Hotel' });
  });

  it('reads a net amount written "Rs.945.00" rather than a misread sub total above it', () => {
    expect(parseReceiptText(FAR_SMALL_PRINT)).toEqual({ amount: '945.00', date: '2026-11-25', merchant: 'KAMAT UPACHAR' });
  });

  it('reads a taxi receipt with a US-style written date', () => {
    expect(parseReceiptText(TAXI)).toEqual({ amount: '431.00', date: '2026-11-25', merchant: 'Meru Cabs' });
  });

  it('returns blanks for text that is not a receipt', () => {
    expect(parseReceiptText('')).toEqual({ amount: '', date: '', merchant: '' });
    expect(parseReceiptText('|| ~~ 12 34\n.. ,,')).toEqual({ amount: '', date: '', merchant: '' });
  });
});

describe('amount', () => {
  const amount = (text: string) => parseReceiptText(text).amount;

  it.each([
    ['Total 450', '450.00'],
    ['TOTAL: Rs.1,234.5', '1234.50'],
    ['Total INR 12,345.00', '12345.00'],
    ['Grand Total ₹ 1,23,456.00', '123456.00'],
    ['Amount Payable 99.99/-', '99.99'],
    ['NET AMOUNT        560.00', '560.00'],
    ['Total Amt. 0075.00', '75.00'],
    ['Balance Due: 3,000', '3000.00'],
    ['Net Amt Rs.945.00', '945.00'],
    ['Total Fare INR412', '412.00'],
  ])('%s → %s', (text, expected) => {
    expect(amount(text)).toBe(expected);
  });

  it('prefers the most final label wherever it stands', () => {
    expect(amount('Grand Total 118.00\nTotal 100.00')).toBe('118.00');
    expect(amount('Total 100.00\nNet Amount 105.00\nAmount 50.00')).toBe('105.00');
  });

  it('takes the last of several lines with the same label', () => {
    expect(amount('Total 400.00\nCGST 10.00\nSGST 10.00\nTotal 420.00')).toBe('420.00');
  });

  it('skips sub totals, counts, taxes and discounts', () => {
    expect(amount('Sub Total 500.00\nTotal Qty 4\nTotal GST 25.00\nTotal Discount 50.00')).toBe('');
    expect(amount('Total Items: 3\nSubtotal 300.00\nTotal 315.00')).toBe('315.00');
  });

  it('keeps a grand total that names its taxes', () => {
    expect(amount('Grand Total (incl. CGST & SGST) 472.50')).toBe('472.50');
  });

  it('ignores percentages on the total line', () => {
    expect(amount('Total (GST 18%) 1,180.00')).toBe('1180.00');
    expect(amount('Total 5%')).toBe('');
  });

  it('takes the figure from the next line when the columns were split', () => {
    expect(amount('Grand Total\n₹ 2,450.00\nThank you')).toBe('2450.00');
    expect(amount('Grand Total\nThank you 2,450.00')).toBe('');
  });

  it('falls back to the largest figure marked as money when nothing is labelled', () => {
    expect(amount('Paid by UPI Rs. 640.00\nTip Rs 60\nRef 123456789012')).toBe('640.00');
    expect(amount('Ref 123456789012\nQty 3')).toBe('');
  });
});

describe('date', () => {
  const date = (text: string) => parseReceiptText(text).date;

  it.each([
    ['Date: 25/11/2026', '2026-11-25'],
    ['Date: 25-11-2026', '2026-11-25'],
    ['Dt. 25.11.2026', '2026-11-25'],
    ['5/1/26', '2026-01-05'],
    ['25 Nov 2026', '2026-11-25'],
    ['25-Nov-26', '2026-11-25'],
    ['1st December, 2026', '2026-12-01'],
    ['2026-11-25 14:02', '2026-11-25'],
    ['Nov 5 2026', '2026-11-05'],
    ['11/25/2026', '2026-11-25'],
    ['Nov 25, 2026', '2026-11-25'],
    ['25.11.26', '2026-11-25'],
  ])('%s → %s', (text, expected) => {
    expect(date(text)).toBe(expected);
  });

  it('refuses days that do not exist and years far off', () => {
    expect(date('31/02/2026')).toBe('');
    expect(date('29/02/2026')).toBe('');
    expect(date('29/02/2028')).toBe('2028-02-29');
    expect(date('25/11/1998')).toBe('');
  });

  it('does not read phone numbers, times or amounts as dates', () => {
    expect(date('Ph: 022-2345-6789\nTime 14:30:05\nTotal 1,234.50')).toBe('');
  });

  it('does not take a figure a column away for the day, nor a month-first day for a year', () => {
    expect(date('2     Nov 18, 2026')).toBe('2026-11-18');
    expect(date('Qty 3     Nov 2026')).toBe('');
  });

  it('prefers the line labelled as the date', () => {
    expect(date('Valid till 31/12/2026\nBill Date: 02/12/2026')).toBe('2026-12-02');
    expect(date('Check-in Date 22/11/2026\nDate 25/11/2026')).toBe('2026-11-25');
  });
});

describe('merchant', () => {
  const merchant = (text: string) => parseReceiptText(text).merchant;

  it('skips tax-invoice headers, GSTIN lines and lines of digits', () => {
    expect(merchant('Tax Invoice\nGSTIN: 29ABCDE1234F1Z5\n080 4123 4567\nCafe Coffee Day\nMG Road')).toBe('Cafe Coffee Day');
  });

  it('drops OCR noise around the name and a "Welcome to"', () => {
    expect(merchant('| ~ .\n*** WELCOME TO HOTEL SAGAR ***\nDadar')).toBe('HOTEL SAGAR');
    expect(merchant('ae ee\n-- Apollo Pharmacy --')).toBe('Apollo Pharmacy');
  });

  it('keeps the full stops of a company name', () => {
    expect(merchant('Sharma Travels Pvt. Ltd.\nInvoice No 12')).toBe('Sharma Travels Pvt. Ltd.');
  });

  it('leaves it blank rather than take OCR fragments or an item line for a name', () => {
    expect(parseReceiptText(FADED_THERMAL)).toEqual({ amount: '872.00', date: '', merchant: '' });
    expect(merchant('Tten Q Am\nMasala Dosa x 330.00')).toBe('');
  });

  it('skips an address or a field that comes first when the name faded away', () => {
    expect(parseReceiptText(FADED_THERMAL_ADDRESS_FIRST)).toEqual({ amount: '872.00', date: '2026-11-24', merchant: '' });
    expect(merchant('Sector 18, Noida 201301\nGSTIN:09AAACHI234R170\nTAX INVOICE\nBill:HN/8812   22:11 06\nChole Bhature  2 420.00')).toBe('');
  });

  it('keeps a name with its branch after a comma', () => {
    expect(merchant('Hotel Saravana Bhavan, T. Nagar\nNo. 21, Greams Road, Chennai 600006')).toBe('Hotel Saravana Bhavan, T. Nagar');
  });

  it('keeps names with initials', () => {
    expect(merchant('S K Travels\nMG Road')).toBe('S K Travels');
  });

  it('skips copies, contact lines and a lone welcome', () => {
    expect(merchant('Duplicate Copy\nWelcome\nPh: 12345\nwww.example.com\nBikanervala')).toBe('Bikanervala');
  });
});
