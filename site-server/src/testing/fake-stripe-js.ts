/**
 * The fake's stand-in for Stripe.js v3 (served at {fake}/v3/), with the calls Vitrine's pages make:
 * Stripe(pk), elements().create('card') (plain inputs here, where Stripe mounts its iframe),
 * createPaymentMethod, confirmCardPayment and confirmCardSetup (3-D Secure shows the test page's two
 * buttons, "Complete authentication" and "Fail authentication", as Stripe's test mode does). It talks
 * to the fake with the publishable key, as Stripe.js talks to api.stripe.com.
 */
export const fakeStripeJs = String.raw`(function () {
  'use strict';
  var base = new URL(document.currentScript.src).origin;

  function form(params, prefix, out) {
    out = out || new URLSearchParams();
    Object.keys(params).forEach(function (key) {
      var value = params[key];
      var name = prefix ? prefix + '[' + key + ']' : key;
      if (value !== null && typeof value === 'object') form(value, name, out);
      else if (value !== undefined) out.append(name, String(value));
    });
    return out;
  }

  function challenge() {
    return new Promise(function (resolve) {
      var overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-label', '3D Secure authentication');
      overlay.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);display:grid;place-items:center;z-index:2147483647';
      var box = document.createElement('div');
      box.style.cssText = 'background:#fff;padding:24px;border-radius:8px;max-width:360px;font:16px sans-serif';
      box.innerHTML = '<h2 style="margin-top:0">3D Secure 2 Test Page</h2><p>This is a test authentication for a payment in test mode.</p>';
      [['Complete authentication', true], ['Fail authentication', false]].forEach(function (choice) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = choice[0];
        button.style.cssText = 'margin:4px';
        button.addEventListener('click', function () {
          overlay.remove();
          resolve(choice[1]);
        });
        box.appendChild(button);
      });
      overlay.appendChild(box);
      document.body.appendChild(overlay);
    });
  }

  function cardElement() {
    var inputs = {};
    var listeners = [];
    var element = {
      mount: function (target) {
        var root = typeof target === 'string' ? document.querySelector(target) : target;
        var box = document.createElement('div');
        box.setAttribute('data-fake-stripe-card', '');
        box.style.cssText = 'display:flex;gap:8px;border:1px solid #ccc;padding:8px;border-radius:4px';
        [['number', 'Credit or debit card number', '1234 1234 1234 1234', 'cc-number', '3'],
         ['expiry', 'Expiration date', 'MM / YY', 'cc-exp', '1'],
         ['cvc', 'CVC', 'CVC', 'cc-csc', '1']].forEach(function (field) {
          var input = document.createElement('input');
          input.setAttribute('aria-label', field[1]);
          input.placeholder = field[2];
          input.autocomplete = field[3];
          input.inputMode = 'numeric';
          input.style.cssText = 'flex:' + field[4] + ';border:0;min-width:0';
          input.addEventListener('input', function () {
            listeners.forEach(function (listener) { listener({ complete: element._complete(), error: undefined }); });
          });
          inputs[field[0]] = input;
          box.appendChild(input);
        });
        root.appendChild(box);
      },
      on: function (name, listener) { if (name === 'change') listeners.push(listener); },
      unmount: function () {},
      clear: function () { Object.keys(inputs).forEach(function (k) { inputs[k].value = ''; }); },
      _complete: function () { return element._card() !== null; },
      _card: function () {
        var number = (inputs.number.value || '').replace(/\D/g, '');
        var expiry = /^(\d{1,2})\s*\/?\s*(\d{2})$/.exec((inputs.expiry.value || '').trim());
        if (number.length < 12 || !expiry) return null;
        return { number: number, exp_month: Number(expiry[1]), exp_year: 2000 + Number(expiry[2]), cvc: inputs.cvc.value };
      },
    };
    return element;
  }

  function Stripe(publishableKey) {
    function call(method, path, params) {
      var url = base + path;
      var init = { method: method, headers: { Authorization: 'Bearer ' + publishableKey } };
      if (method === 'GET') url += '?' + form(params).toString();
      else {
        init.headers['Content-Type'] = 'application/x-www-form-urlencoded';
        init.body = form(params).toString();
      }
      return fetch(url, init).then(function (response) { return response.json(); });
    }
    var incomplete = { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
    var idOf = function (secret) { return String(secret).split('_secret_')[0]; };

    function settle(kind, intent) {
      var field = kind === 'setup_intents' ? 'setupIntent' : 'paymentIntent';
      var answer = {};
      if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'requires_capture') {
        answer[field] = intent;
        return answer;
      }
      var failure = intent.last_payment_error || intent.last_setup_error || { message: 'The payment could not be completed.' };
      var error = { type: 'card_error', code: failure.code, message: failure.message };
      error[kind === 'setup_intents' ? 'setup_intent' : 'payment_intent'] = intent;
      return { error: error };
    }

    function authenticateIfNeeded(kind, secret, intent) {
      if (intent.error) return Promise.resolve({ error: intent.error });
      if (intent.status !== 'requires_action') return Promise.resolve(settle(kind, intent));
      return challenge().then(function (complete) {
        return call('POST', '/v1/' + kind + '/' + idOf(secret) + '/authenticate', {
          client_secret: secret,
          outcome: complete ? 'complete' : 'fail',
        }).then(function (after) { return settle(kind, after); });
      });
    }

    return {
      elements: function () { return { create: function () { return cardElement(); } }; },
      createPaymentMethod: function (options) {
        var card = options.card && options.card._card();
        if (!card) return Promise.resolve(incomplete);
        return call('POST', '/v1/payment_methods', { type: 'card', card: card, billing_details: options.billing_details || {} })
          .then(function (answer) { return answer.error ? { error: answer.error } : { paymentMethod: answer }; });
      },
      confirmCardPayment: function (secret) {
        return call('GET', '/v1/payment_intents/' + idOf(secret), { client_secret: secret })
          .then(function (intent) { return authenticateIfNeeded('payment_intents', secret, intent); });
      },
      handleCardAction: function (secret) { return this.confirmCardPayment(secret); },
      confirmCardSetup: function (secret, data) {
        var card = data && data.payment_method && data.payment_method.card && data.payment_method.card._card();
        if (!card) return Promise.resolve(incomplete);
        return call('POST', '/v1/setup_intents/' + idOf(secret) + '/confirm', {
          client_secret: secret,
          payment_method_data: { type: 'card', card: card },
        }).then(function (intent) {
          if (intent.error) return { error: intent.error };
          return authenticateIfNeeded('setup_intents', secret, intent);
        });
      },
    };
  }

  window.Stripe = Stripe;
})();
`;
