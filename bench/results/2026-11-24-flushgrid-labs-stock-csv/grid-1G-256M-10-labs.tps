sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1767.54 qps: 10624.18 (r/w/o: 0.00/7081.13/3543.05) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 2033.49 qps: 12212.95 (r/w/o: 0.00/8146.96/4065.98) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1526.68 qps: 9169.11 (r/w/o: 0.00/6114.74/3054.37) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1601.74 qps: 9597.45 (r/w/o: 0.00/6393.97/3203.48) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1735.57 qps: 10416.44 (r/w/o: 0.00/6945.29/3471.15) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1714.09 qps: 10286.53 (r/w/o: 0.00/6859.35/3427.17) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1600.55 qps: 9587.32 (r/w/o: 0.00/6387.22/3200.10) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1719.79 qps: 10337.71 (r/w/o: 0.00/6897.13/3440.58) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1722.88 qps: 10340.26 (r/w/o: 0.00/6893.51/3446.75) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1710.43 qps: 10260.58 (r/w/o: 0.00/6839.72/3420.86) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1660.15 qps: 9964.88 (r/w/o: 0.00/6644.59/3320.29) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1484.95 qps: 8909.70 (r/w/o: 0.00/5939.80/2969.90) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1594.51 qps: 9550.09 (r/w/o: 0.00/6361.06/3189.03) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1402.36 qps: 8430.19 (r/w/o: 0.00/5625.46/2804.73) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1306.90 qps: 7842.40 (r/w/o: 0.00/5228.60/2613.80) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1365.15 qps: 8190.88 (r/w/o: 0.00/5460.59/2730.29) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1252.88 qps: 7513.30 (r/w/o: 0.00/5007.53/2505.77) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1227.15 qps: 7362.91 (r/w/o: 0.00/4908.61/2454.30) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1210.64 qps: 7262.83 (r/w/o: 0.00/4841.56/2421.28) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1417.91 qps: 8507.46 (r/w/o: 0.00/5672.64/2834.82) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1474.19 qps: 8850.14 (r/w/o: 0.00/5900.76/2949.38) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1223.97 qps: 7327.82 (r/w/o: 0.00/4879.88/2447.94) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1566.33 qps: 9399.97 (r/w/o: 0.00/6269.32/3130.66) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1867.95 qps: 11221.68 (r/w/o: 0.00/7483.79/3737.89) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1624.79 qps: 9744.74 (r/w/o: 0.00/6495.16/3249.58) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1752.75 qps: 10505.48 (r/w/o: 0.00/6999.99/3505.49) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1662.24 qps: 9983.47 (r/w/o: 0.00/6658.98/3324.49) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1579.35 qps: 9481.13 (r/w/o: 0.00/6322.42/3158.71) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1649.85 qps: 9895.10 (r/w/o: 0.00/6595.40/3299.70) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1386.02 qps: 8321.08 (r/w/o: 0.00/5548.05/2773.03) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1396.74 qps: 8362.36 (r/w/o: 0.00/5569.89/2792.47) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1452.66 qps: 8711.97 (r/w/o: 0.00/5806.65/2905.32) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1343.70 qps: 8083.19 (r/w/o: 0.00/5395.79/2687.39) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1387.26 qps: 8303.71 (r/w/o: 0.00/5530.19/2773.52) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1567.16 qps: 9415.08 (r/w/o: 0.00/6279.75/3135.33) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1446.04 qps: 8681.24 (r/w/o: 0.00/5789.16/2892.08) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1561.10 qps: 9357.65 (r/w/o: 0.00/6235.45/3122.20) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1749.87 qps: 10505.24 (r/w/o: 0.00/7005.50/3499.73) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1456.01 qps: 8737.05 (r/w/o: 0.00/5826.03/2911.02) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1349.05 qps: 8081.33 (r/w/o: 0.00/5383.22/2698.11) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1269.82 qps: 7636.89 (r/w/o: 0.00/5096.25/2540.64) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1271.20 qps: 7618.17 (r/w/o: 0.00/5075.77/2542.39) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1719.71 qps: 10318.24 (r/w/o: 0.00/6878.82/3439.41) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1568.95 qps: 9422.72 (r/w/o: 0.00/6284.81/3137.91) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1453.53 qps: 8691.19 (r/w/o: 0.00/5790.13/2901.06) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           275376
        other:                           137688
        total:                           413064
    transactions:                        68844  (1529.58 per sec.)
    queries:                             413064 (9177.48 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0080s
    total number of events:              68844

Latency (ms):
         min:                                    0.59
         avg:                                    5.23
         max:                                  111.29
         95th percentile:                       11.04
         sum:                               359788.49

Threads fairness:
    events (avg/stddev):           8605.5000/88.64
    execution time (avg/stddev):   44.9736/0.00

