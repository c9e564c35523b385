"""The kiosk's words in English, Hungarian, Polish and French.

Two kinds of text, one language setting (``display.language`` in the config):

* the kiosk's own words (chrome, screens, buttons, the report's headings) are
  looked up by key in :data:`TEXTS` with :func:`tr`;
* the sentences of the rules, the table modules and the game views are
  written in English with :func:`engine.text.t` and said in the kiosk's
  language by :func:`say`, which looks their English template up in the
  catalogs of :mod:`ui.lang` (one per game, plus the common one).

Game terms stay in the game's own vocabulary (Kiválasztottak keeps its
Hungarian terms in every language). A missing translation falls back to
English; the tests make sure there is none.
"""

from __future__ import annotations

from typing import Any

from engine.text import Text
from ui.lang import SENTENCES

LANGUAGES = ("en", "hu", "pl", "fr")

# key: (English, Hungarian, Polish, French). ``{name}`` fields are filled by :func:`tr`.
TEXTS: dict[str, tuple[str, str, str, str]] = {
    # header and strip
    "session": ("Session {time}", "Játékidő {time}", "Sesja {time}", "Partie {time}"),
    "round": ("Round {n} {time}", "{n}. kör {time}", "Runda {n} {time}", "Manche {n} {time}"),
    "place": ("{name} {time}", "{name} {time}", "{name} {time}", "{name} {time}"),
    "turn": ("Turn {time}", "Lépés {time}", "Tura {time}", "Tour {time}"),
    "paused": ("Clock paused", "Óra megállítva", "Zegar wstrzymany", "Horloge en pause"),
    "prompt": ("Scan a card, roll the dice or press a button.", "Olvass be egy kártyát, dobj, vagy nyomj gombot.",
               "Zeskanuj kartę, rzuć kośćmi lub naciśnij przycisk.",
               "Scannez une carte, lancez les dés ou appuyez sur un bouton."),
    "refused": ("Refused: {reason}", "Elutasítva: {reason}", "Odrzucono: {reason}", "Refusé : {reason}"),
    "read_card": ("Card {uid} on {reader}", "{uid} kártya: {reader}", "Karta {uid} na {reader}",
                  "Carte {uid} sur {reader}"),
    "read_lifted": ("Card lifted from {reader}", "Kártya levéve: {reader}", "Karta zdjęta z {reader}",
                    "Carte retirée de {reader}"),
    "read_dice": ("Dice {faces} ({how})", "Kocka: {faces} ({how})", "Kości {faces} ({how})", "Dés {faces} ({how})"),
    "typed": ("typed", "beírva", "wpisane", "saisi"),
    "corrected": ("corrected", "javítva", "poprawione", "corrigé"),
    "tapped": ("tapped", "koppintva", "dotykiem", "touché"),
    "read_touch_card": ("Card {card} chosen by touch", "{card} kártya érintéssel választva",
                        "Karta {card} wybrana dotykiem", "Carte {card} choisie au toucher"),
    "sure": ("{pct} sure", "{pct} biztos", "pewność {pct}", "sûr à {pct}"),
    "read_button": ("Button {name}", "Gomb: {name}", "Przycisk {name}", "Bouton {name}"),
    "read_touch_button": ("{name} touched", "Érintve: {name}", "Dotknięto: {name}", "{name} touché"),
    # symbol faces of the dice profiles (pips are said as their number)
    "face_blank": ("blank", "üres", "pusta", "vide"),
    "face_hit": ("hit", "találat", "trafienie", "réussite"),
    "face_double_hit": ("2 hits", "2 találat", "2 trafienia", "2 réussites"),
    "face_skull": ("skull", "halálfej", "czaszka", "crâne"),
    "face_hit_skull": ("hit + skull", "találat + halálfej", "trafienie + czaszka", "réussite + crâne"),
    "face_1tu": ("1 TU", "1 TU", "1 TU", "1 UT"),
    "face_2tu": ("2 TU", "2 TU", "2 TU", "2 UT"),
    "face_3tu": ("3 TU", "3 TU", "3 TU", "3 UT"),
    "spoken_tu_left": ("{n} TU left", "{n} TU maradt", "Zostało {n} TU", "Il reste {n} UT"),
    # the physical buttons, by their config name
    "button_next": ("next", "tovább", "dalej", "suivant"),
    "button_confirm": ("confirm", "jóváhagyás", "zatwierdź", "valider"),
    "button_undo": ("undo", "visszavonás", "cofnij", "annuler"),
    "button_menu": ("menu", "menü", "menu", "menu"),
    "unknown_tag": ("Unknown card {uid} on reader {reader}: enrol it to use it.",
                    "Ismeretlen kártya ({uid}) a(z) {reader} olvasón: vedd fel, hogy használd.",
                    "Nieznana karta {uid} na czytniku {reader}: przypisz ją, aby jej użyć.",
                    "Carte inconnue {uid} sur le lecteur {reader} : enregistrez-la pour l'utiliser."),
    "simulated_cards": ("Simulated cards", "Szimulált kártyák", "Karty symulowane", "Cartes simulées"),
    # buttons
    "undo": ("Undo", "Visszavonás", "Cofnij", "Annuler"),
    "menu": ("Menu", "Menü", "Menu", "Menu"),
    "history": ("History", "Előzmények", "Historia", "Historique"),
    "close": ("Close", "Bezárás", "Zamknij", "Fermer"),
    "pause": ("Pause clock", "Óra megállítása", "Wstrzymaj zegar", "Pause horloge"),
    "resume_clock": ("Restart clock", "Óra indítása", "Wznów zegar", "Relancer horloge"),
    "report": ("Game report", "Játékjelentés", "Raport z gry", "Bilan de partie"),
    "new_game": ("New game", "Új játék", "Nowa gra", "Nouvelle partie"),
    "resume_game": ("Resume game {id}", "{id}. játék folytatása", "Wznów grę {id}", "Reprendre partie {id}"),
    "keep_read": ("Keep as read", "Maradjon így", "Zostaw odczyt", "Garder la lecture"),
    "enrol": ("Enrol card", "Kártya felvétele", "Przypisz kartę", "Enregistrer carte"),
    "enter_dice": ("Enter dice", "Kocka megadása", "Wpisz kości", "Saisir les dés"),
    "choose_card": ("Choose card", "Kártya választása", "Wybierz kartę", "Choisir une carte"),
    "dice_n": ("Dice: {n}", "Kocka: {n}", "Kości: {n}", "Dés : {n}"),
    "ignore": ("Ignore", "Kihagyás", "Pomiń", "Ignorer"),
    "previous": ("Previous", "Előző", "Poprzednie", "Précédent"),
    "more": ("More", "Tovább", "Dalej", "Suite"),
    "players": ("{n} players", "{n} játékos", "Graczy: {n}", "{n} joueurs"),
    "one_player": ("1 player", "1 játékos", "1 gracz", "1 joueur"),
    "language": ("Language: {name}", "Nyelv: {name}", "Język: {name}", "Langue : {name}"),
    "theme": ("Theme: {name}", "Téma: {name}", "Motyw: {name}", "Thème : {name}"),
    # screen titles and help lines
    "start_title": ("Agency Table", "Agency Table", "Agency Table", "Agency Table"),
    "start_help": ("Resume the last game or choose a new one.", "Folytasd az utolsó játékot, vagy válassz újat.",
                   "Wznów ostatnią grę lub wybierz nową.", "Reprenez la dernière partie ou choisissez-en une."),
    "choose_help": ("Choose a game.", "Válassz játékot.", "Wybierz grę.", "Choisissez un jeu."),
    "setup_title": ("New game: {game}", "Új játék: {game}", "Nowa gra: {game}", "Nouvelle partie : {game}"),
    "setup_help": ("How many players? Scan receptacles and seats once the game runs.",
                   "Hány játékos? A karaktereket játék közben olvasd be.",
                   "Ilu graczy? Postacie zeskanuj po starcie gry.",
                   "Combien de joueurs ? Scannez les personnages une fois la partie lancée."),
    "setup_scanned": ("Scanned: {names}", "Beolvasva: {names}", "Zeskanowano: {names}", "Scanné : {names}"),
    "start_scanned": ("Start with these {n}", "Indítás ezzel a {n}", "Start z tymi {n}", "Lancer avec ces {n}"),
    "setup_scan_help": ("Scan a {kind} card at each seat, or choose the number of players.",
                        "Minden helyen olvass be egy kártyát ({kind}), vagy válaszd ki a játékosszámot.",
                        "Zeskanuj kartę ({kind}) na każdym miejscu lub wybierz liczbę graczy.",
                        "Scannez une carte ({kind}) à chaque place, ou choisissez le nombre de joueurs."),
    # the kind of card players scan at setup (a table module's SCAN_SETUP), in the games' own words
    "kind_receptacle": ("receptacle", "gazdatest", "nosiciel", "réceptacle"),
    "kind_snatcher": ("snatcher", "fosztogató", "pozyskiwacz", "pilleur"),
    "setup_tu": ("Starting TU: {tu}", "Kezdő TU: {tu}", "Początkowe TU: {tu}", "UT de départ : {tu}"),
    "tu_choice": ("{n} TU", "{n} TU", "{n} TU", "{n} UT"),
    "captain": ("Time Captain: {name}", "Időkapitány: {name}", "Kapitan Czasu: {name}", "Capitaine : {name}"),
    "setup_order": ("Order of play: {names}", "Játéksorrend: {names}", "Kolejność gry: {names}",
                    "Ordre de jeu : {names}"),
    "setup_simulated": ("Simulated table, keys: {cards}", "Szimulált asztal, billentyűk: {cards}",
                        "Stół symulowany, klawisze: {cards}", "Table simulée, touches : {cards}"),
    "draw_order": ("Draw the order", "Sorrend sorsolása", "Losuj kolejność", "Tirer l'ordre"),
    "bid_order": ("Bid for the order", "Licit a sorrendért", "Licytuj kolejność", "Enchérir pour l'ordre"),
    "setup_bid_order": ("Order of play by the bids: {names}", "Játéksorrend a licit szerint: {names}",
                        "Kolejność gry według licytacji: {names}", "Ordre de jeu selon les enchères : {names}"),
    "bid_title": ("Bidding: {name}", "Licit: {name}", "Licytacja: {name}", "Enchères : {name}"),
    "bid_help": ("Everyone has {coins} coins. How many does {name} bid? The highest bid plays first; "
                 "a sum already bid is taken, except 0.",
                 "Mindenkinek {coins} érméje van. Mennyit licitál {name}? A legmagasabb licit kezd; "
                 "a már elhangzott összeg foglalt, kivéve a 0.",
                 "Każdy ma {coins} monet. Ile licytuje {name}? Najwyższa oferta gra pierwsza; "
                 "zajętej kwoty nie można powtórzyć, poza 0.",
                 "Chacun a {coins} pièces. Enchère de {name} ? La plus haute joue en premier ; "
                 "une somme déjà annoncée est prise, sauf 0."),
    "bids_so_far": ("Bids so far: {bids}", "Eddigi licitek: {bids}", "Dotychczasowe oferty: {bids}",
                    "Enchères annoncées : {bids}"),
    "setup_wrong_card": ("{card} is not a {kind} card of this game.",
                         "{card}: nem ennek a játéknak a kártyája ({kind}).",
                         "{card} to nie karta tej gry ({kind}).",
                         "{card} n'est pas une carte {kind} de ce jeu."),
    "setup_unknown_card": ("Card {uid} is not enrolled: scan a {kind} card the table knows.",
                           "A(z) {uid} kártya nincs felvéve: olvass be egy ismert kártyát ({kind}).",
                           "Karta {uid} nie jest przypisana: zeskanuj znaną kartę ({kind}).",
                           "La carte {uid} n'est pas enregistrée : scannez une carte connue ({kind})."),
    "setup_seats_full": ("All {n} seats are taken: put a card on a seat's reader to change it.",
                         "Mind a(z) {n} hely foglalt: egy hely olvasóján cserélhetsz kártyát.",
                         "Wszystkie {n} miejsca są zajęte: połóż kartę na czytniku miejsca, aby ją zmienić.",
                         "Les {n} places sont prises : posez une carte sur le lecteur d'une place pour la changer."),
    "setup_by_touch": ("This game is set up by touch: choose the number of players.",
                       "Ezt a játékot érintéssel állítod be: válaszd ki a játékosszámot.",
                       "Tę grę ustawia się dotykiem: wybierz liczbę graczy.",
                       "Ce jeu se prépare au toucher : choisissez le nombre de joueurs."),
    "menu_title": ("Menu", "Menü", "Menu", "Menu"),
    "menu_help": ("Next moves the frame, Confirm chooses, Undo closes.",
                  "Tovább: léptetés, Megerősítés: választás, Vissza: bezárás.",
                  "Dalej przesuwa ramkę, Zatwierdź wybiera, Cofnij zamyka.",
                  "Suivant déplace le cadre, Valider choisit, Annuler ferme."),
    "history_title": ("History: {count} lines", "Előzmények: {count} sor", "Historia: {count} wpisów",
                      "Historique : {count} lignes"),
    "history_empty": ("Nothing has happened yet.", "Még nem történt semmi.", "Jeszcze nic się nie wydarzyło.",
                      "Il ne s'est encore rien passé."),
    "correct_title": ("Check the dice", "Ellenőrizd a kockát", "Sprawdź kości", "Vérifiez les dés"),
    "correct_low": ("The camera is only {pct} sure it read {faces}.", "A kamera csak {pct} biztos ebben: {faces}.",
                    "Kamera jest pewna tylko w {pct}, że to {faces}.",
                    "La caméra n'est sûre qu'à {pct} d'avoir lu {faces}."),
    "correct_pick": ("Tap the value of die {n} of {count}.", "Koppints a(z) {n}/{count}. kocka értékére.",
                     "Dotknij wartości kości {n} z {count}.", "Touchez la valeur du dé {n} sur {count}."),
    "dice_count_help": ("How many dice were thrown?", "Hány kockával dobtatok?", "Iloma kośćmi rzucono?",
                        "Combien de dés ont été lancés ?"),
    "enter_dice_help": ("No camera reading: tap the value of each die.",
                        "Kamera nélkül: koppints minden kocka értékére.",
                        "Bez odczytu kamery: dotknij wartości każdej kości.",
                        "Sans lecture de la caméra : touchez la valeur de chaque dé."),
    "choose_card_help": ("{kinds}: tap a card to play it as if scanned (page {page} of {pages}).",
                         "{kinds}: koppints egy kártyára, mintha beolvastad volna ({page}/{pages}. oldal).",
                         "{kinds}: dotknij karty, aby zagrać ją jak zeskanowaną (strona {page} z {pages}).",
                         "{kinds} : touchez une carte pour la jouer comme scannée (page {page} sur {pages})."),
    "no_picture": ("No picture of this roll", "Erről a dobásról nincs kép", "Brak zdjęcia rzutu",
                   "Pas de photo de ce lancer"),
    "enrol_title": ("Unknown card {uid}", "Ismeretlen kártya: {uid}", "Nieznana karta {uid}", "Carte inconnue {uid}"),
    "enrol_help": ("Tap the card this tag is on (page {page} of {pages}).",
                   "Koppints a kártyára, amelyen ez a címke van ({page}/{pages}. oldal).",
                   "Dotknij karty z tym tagiem (strona {page} z {pages}).",
                   "Touchez la carte qui porte ce tag (page {page} sur {pages})."),
    "enrolled": ("Tag {uid} is now {card}.", "A(z) {uid} címke mostantól: {card}.", "Tag {uid} to teraz {card}.",
                 "Le tag {uid} est désormais {card}."),
    "report_title": ("Game report: {game}", "Játékjelentés: {game}", "Raport z gry: {game}",
                     "Bilan de partie : {game}"),
    "idle_hint": ("Touch the screen or press a button to go on.", "Érintsd meg a képernyőt, vagy nyomj gombot.",
                  "Dotknij ekranu lub naciśnij przycisk.", "Touchez l'écran ou appuyez sur un bouton."),
    "game_over": ("The game is over: the report is in the menu.", "A játék véget ért: a jelentés a menüben.",
                  "Gra skończona: raport jest w menu.", "La partie est finie : le bilan est dans le menu."),
    # the report
    "duration": ("Duration {time}", "Időtartam {time}", "Czas gry {time}", "Durée {time}"),
    "time_per_phase": ("Time per location or round", "Idő helyszínenként vagy körönként",
                       "Czas na lokację lub rundę", "Temps par lieu ou manche"),
    "spent_per_location": ("{unit} spent per location", "Elköltött {unit} helyszínenként",
                           "{unit} wydane na lokację", "{unit} dépensés par lieu"),
    "tracks": ("Tracks over the game", "Sávok a játék során", "Tory w trakcie gry", "Pistes au fil de la partie"),
    "dp_curve": ("DP over the game", "DP a játék során", "DP w trakcie gry", "DP au fil de la partie"),
    "track_vp": ("VP", "GyP", "PZ", "PV"),
    "track_money": ("money", "pénz", "pieniądze", "argent"),
    "track_knowledge": ("knowledge", "tudás", "wiedza", "savoir"),
    "track_dp": ("DP", "DP", "DP", "DP"),
    "dice_stats": ("Dice: {count} read, chi-square {chi2} ({dof} d.f.)",
                   "Kockák: {count} dobás, khí-négyzet {chi2} ({dof} sz.f.)",
                   "Kości: {count} odczytów, chi-kwadrat {chi2} ({dof} st.sw.)",
                   "Dés : {count} lus, khi-deux {chi2} ({dof} d.l.)"),
    "expected": ("bar: read, line: expected", "oszlop: dobott, vonal: várt", "słupek: odczyt, linia: oczekiwane",
                 "barre : lu, trait : attendu"),
    "no_dice": ("No dice were read.", "Nem volt kockadobás.", "Nie odczytano kości.", "Aucun dé lu."),
}

# The kiosk words that the device and the screen builders now write in English with
# ``engine.text.t`` (so the kiosk says them at draw time): said from their TEXTS entry,
# keyed by the English, until they move into the catalogs.
WRITTEN_WITH_T = ("refused", "read_card", "read_lifted", "read_dice", "typed", "corrected", "tapped",
                  "read_touch_card", "sure", "read_button", "read_touch_button", "button_next", "button_confirm",
                  "button_undo", "button_menu", "face_blank", "face_hit", "face_double_hit", "face_hit_skull",
                  "face_1tu", "face_2tu", "face_3tu", "unknown_tag", "menu", "report", "enrolled", "enrol",
                  "enter_dice_help", "correct_low", "setup_by_touch", "setup_unknown_card", "kind_receptacle",
                  "kind_snatcher", "setup_wrong_card", "setup_seats_full", "captain", "tu_choice", "setup_tu",
                  "setup_order", "setup_bid_order", "draw_order", "bid_order")
SENTENCES.update({TEXTS[key][0]: TEXTS[key][1:] for key in WRITTEN_WITH_T if TEXTS[key][0] not in SENTENCES})

LANGUAGE_NAMES = {"en": "English", "hu": "Magyar", "pl": "Polski", "fr": "Français"}
THEME_NAMES = {"standard": ("Standard", "Alap", "Standard", "Standard"),
               "high_contrast": ("High contrast", "Nagy kontraszt", "Wysoki kontrast", "Contraste élevé"),
               "large": ("Large text", "Nagy betű", "Duży tekst", "Grand texte")}


def tr(language: str, key: str, **fields) -> str:
    """The kiosk text ``key`` in ``language`` with its ``{fields}`` filled in."""
    texts = TEXTS[key]
    index = LANGUAGES.index(language) if language in LANGUAGES else 0
    return texts[index].format(**fields)


def face_name(language: str, name: str) -> str:
    """A die face as the players name it: pips by their number, symbol faces in words."""
    key = f"face_{name}"
    return tr(language, key) if key in TEXTS else name


def say(language: str, text: str) -> str:
    """A sentence of the rules, a table module or a view (a :class:`~engine.text.Text`,
    or a plain label such as ``"Vortex"``) in ``language``."""
    if language not in LANGUAGES[1:]:
        return str(text)
    template = text.template if isinstance(text, Text) else text
    translations = SENTENCES.get(template)
    if translations is None:
        return str(text)
    fields = text.fields if isinstance(text, Text) else {}
    return translations[LANGUAGES.index(language) - 1].format(
        **{name: _say_field(language, value) for name, value in fields.items()})


def _say_field(language: str, value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_say_field(language, item)) for item in value)
    return say(language, value) if isinstance(value, Text) else value


def theme_name(language: str, theme: str) -> str:
    return THEME_NAMES[theme][LANGUAGES.index(language) if language in LANGUAGES else 0]


def clock(seconds: float) -> str:
    """``1:05:09`` or ``5:09``: a duration as players read it."""
    seconds = max(0, int(seconds))
    hours, rest = divmod(seconds, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"
