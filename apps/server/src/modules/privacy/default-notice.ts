// The privacy notice a new portal starts with (issue 39), version 1, in each language. Site
// admins replace it from Admin → Privacy notice; every publication is a new version. Plain text:
// a blank line between paragraphs, a line starting with "## " is a heading.

const en = `## Who we are
This portal is run by the association named at the top of every page. It is the controller of the personal data described here (the "Data Fiduciary" under India's Digital Personal Data Protection Act 2023, the "controller" under the UK and EU GDPR).

## What we collect
- Your account: name, email address, mobile number and password (stored only as a salted hash).
- Your profile, if you fill it in: photo, batch, city, employer, role, business details and a short biography, each with the visibility you choose.
- What you do here: event registrations and tickets (with any guest you bring), donations and their receipts, posts and photos you share, channels you join, mentoring requests and opportunities you post.
- Technical records: sign-in sessions, the emails we send you, and anonymous page-speed measurements.

## Why we use it
To run your account and the services you ask for (registrations, tickets, donations, mentoring), to let members find each other within the limits you set, to send the emails you choose, to keep the portal secure, and to meet legal duties such as keeping donation records.

## Who sees it
Other members see only what your visibility settings allow. Event organisers see the registrations for their events. Payments go through our payment provider. We do not sell your data or use it for advertising.

## How long we keep it
- Your account and profile: until you delete your account.
- Sent emails: 90 days. Page-speed measurements: 35 days. Expired sign-in sessions: 30 days after they expire.
- Donation and ticket payment records: as long as tax and accounting law requires, with your name replaced once your account is deleted.

## Your rights
You may see and download your data, correct it, delete your account, and choose which emails you receive (Account Settings, or the link at the end of each email). You may withdraw consent at any time, and complain to your data protection authority (in India the Data Protection Board of India; in the UK the ICO).

## Contact
Write to us through the Contact page of this portal. We answer within 30 days.`;

const hi = `## हम कौन हैं
यह पोर्टल उस संस्था द्वारा चलाया जाता है जिसका नाम हर पृष्ठ के ऊपर लिखा है। यहाँ बताए गए व्यक्तिगत डेटा के लिए वही ज़िम्मेदार है (भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम 2023 के तहत "डेटा फ़िड्यूशियरी", और यूके व यूरोपीय संघ के GDPR के तहत "कंट्रोलर")।

## हम क्या जानकारी रखते हैं
- आपका खाता: नाम, ईमेल पता, मोबाइल नंबर और पासवर्ड (जो केवल सुरक्षित हैश के रूप में रखा जाता है)।
- आपकी प्रोफ़ाइल, यदि आप भरें: फ़ोटो, बैच, शहर, नियोक्ता, पद, व्यवसाय का विवरण और संक्षिप्त परिचय — हर जानकारी उतनी ही दिखती है जितनी आप चुनें।
- यहाँ आपकी गतिविधि: कार्यक्रमों के पंजीकरण और टिकट (साथ आने वाले अतिथि सहित), दान और उनकी रसीदें, आपकी पोस्ट और फ़ोटो, आपके चैनल, मेंटरिंग अनुरोध और आपके डाले गए अवसर।
- तकनीकी रिकॉर्ड: साइन-इन सत्र, आपको भेजे गए ईमेल, और पृष्ठ की गति के गुमनाम माप।

## हम इसका उपयोग क्यों करते हैं
आपका खाता और आपकी माँगी सेवाएँ (पंजीकरण, टिकट, दान, मेंटरिंग) चलाने के लिए, सदस्यों को आपकी तय सीमा में एक-दूसरे को ढूँढने देने के लिए, आपके चुने हुए ईमेल भेजने के लिए, पोर्टल को सुरक्षित रखने के लिए, और दान के रिकॉर्ड रखने जैसे क़ानूनी दायित्व निभाने के लिए।

## इसे कौन देखता है
दूसरे सदस्य केवल वही देखते हैं जिसकी आपकी दृश्यता सेटिंग अनुमति देती है। कार्यक्रम के आयोजक अपने कार्यक्रमों के पंजीकरण देखते हैं। भुगतान हमारे भुगतान प्रदाता के माध्यम से होता है। हम आपका डेटा न बेचते हैं, न विज्ञापन के लिए उपयोग करते हैं।

## हम इसे कितने समय तक रखते हैं
- आपका खाता और प्रोफ़ाइल: जब तक आप अपना खाता नहीं हटाते।
- भेजे गए ईमेल: 90 दिन। पृष्ठ की गति के माप: 35 दिन। समाप्त हो चुके साइन-इन सत्र: समाप्ति के 30 दिन बाद तक।
- दान और टिकट भुगतान के रिकॉर्ड: जितने समय तक कर और लेखा क़ानून माँगे, और खाता हटने के बाद आपके नाम के बिना।

## आपके अधिकार
आप अपना डेटा देख और डाउनलोड कर सकते हैं, उसे सुधार सकते हैं, अपना खाता हटा सकते हैं, और चुन सकते हैं कि कौन-से ईमेल आपको मिलें (खाता सेटिंग में, या हर ईमेल के अंत में दिए लिंक से)। आप कभी भी अपनी सहमति वापस ले सकते हैं, और डेटा संरक्षण प्राधिकरण से शिकायत कर सकते हैं (भारत में भारतीय डेटा संरक्षण बोर्ड; यूके में ICO)।

## संपर्क
इस पोर्टल के संपर्क पृष्ठ से हमें लिखें। हम 30 दिनों के भीतर उत्तर देते हैं।`;

const gu = `## અમે કોણ છીએ
આ પોર્ટલ એ સંસ્થા ચલાવે છે જેનું નામ દરેક પાનાની ટોચે લખેલું છે. અહીં વર્ણવેલા વ્યક્તિગત ડેટા માટે તે જ જવાબદાર છે (ભારતના ડિજિટલ વ્યક્તિગત ડેટા સંરક્ષણ અધિનિયમ 2023 હેઠળ "ડેટા ફિડ્યુશિયરી", અને યુકે તથા યુરોપિયન યુનિયનના GDPR હેઠળ "કંટ્રોલર").

## અમે શું માહિતી રાખીએ છીએ
- તમારું ખાતું: નામ, ઇમેઇલ સરનામું, મોબાઇલ નંબર અને પાસવર્ડ (જે ફક્ત સુરક્ષિત હેશ રૂપે રખાય છે).
- તમારી પ્રોફાઇલ, જો તમે ભરો તો: ફોટો, બેચ, શહેર, નોકરીદાતા, હોદ્દો, વ્યવસાયની વિગતો અને ટૂંકો પરિચય — દરેક માહિતી તમે પસંદ કરો એટલી જ દેખાય છે.
- અહીં તમારી પ્રવૃત્તિ: કાર્યક્રમોની નોંધણી અને ટિકિટ (સાથે આવનાર મહેમાન સહિત), દાન અને તેની પહોંચ, તમારી પોસ્ટ અને ફોટા, તમારી ચેનલો, મેન્ટરિંગ વિનંતીઓ અને તમે મૂકેલી તકો.
- તકનીકી નોંધો: સાઇન-ઇન સત્રો, તમને મોકલેલા ઇમેઇલ, અને પાનાની ઝડપના અનામી માપ.

## અમે તેનો ઉપયોગ શા માટે કરીએ છીએ
તમારું ખાતું અને તમે માગેલી સેવાઓ (નોંધણી, ટિકિટ, દાન, મેન્ટરિંગ) ચલાવવા, સભ્યોને તમે નક્કી કરેલી મર્યાદામાં એકબીજાને શોધવા દેવા, તમે પસંદ કરેલા ઇમેઇલ મોકલવા, પોર્ટલને સુરક્ષિત રાખવા, અને દાનના રેકોર્ડ રાખવા જેવી કાનૂની ફરજો નિભાવવા.

## તે કોણ જુએ છે
બીજા સભ્યો ફક્ત એટલું જ જુએ છે જેટલું તમારી દૃશ્યતા સેટિંગ મંજૂરી આપે. કાર્યક્રમના આયોજકો પોતાના કાર્યક્રમોની નોંધણી જુએ છે. ચુકવણી અમારા ચુકવણી પ્રદાતા મારફતે થાય છે. અમે તમારો ડેટા વેચતા નથી કે જાહેરાત માટે વાપરતા નથી.

## અમે તેને કેટલો સમય રાખીએ છીએ
- તમારું ખાતું અને પ્રોફાઇલ: તમે ખાતું કાઢી નાખો ત્યાં સુધી.
- મોકલેલા ઇમેઇલ: 90 દિવસ. પાનાની ઝડપના માપ: 35 દિવસ. પૂરાં થયેલાં સાઇન-ઇન સત્રો: પૂરાં થયા પછી 30 દિવસ સુધી.
- દાન અને ટિકિટની ચુકવણીના રેકોર્ડ: કર અને હિસાબી કાયદો માગે એટલો સમય, અને ખાતું કાઢી નાખ્યા પછી તમારા નામ વિના.

## તમારા અધિકારો
તમે તમારો ડેટા જોઈ અને ડાઉનલોડ કરી શકો છો, તેને સુધારી શકો છો, તમારું ખાતું કાઢી શકો છો, અને કયા ઇમેઇલ મળે તે પસંદ કરી શકો છો (ખાતાની સેટિંગમાં, અથવા દરેક ઇમેઇલના અંતે આપેલી લિંકથી). તમે ગમે ત્યારે તમારી સંમતિ પાછી ખેંચી શકો છો, અને ડેટા સંરક્ષણ સત્તામંડળને ફરિયાદ કરી શકો છો (ભારતમાં ભારતીય ડેટા સંરક્ષણ બોર્ડ; યુકેમાં ICO).

## સંપર્ક
આ પોર્ટલના સંપર્ક પાના પરથી અમને લખો. અમે 30 દિવસમાં જવાબ આપીએ છીએ.`;

export const defaultPrivacyNotice = { en, hi, gu };
