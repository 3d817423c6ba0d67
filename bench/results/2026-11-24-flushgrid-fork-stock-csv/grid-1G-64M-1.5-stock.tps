sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1342.26 qps: 8079.42 (r/w/o: 0.00/5386.94/2692.48) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1454.64 qps: 8711.84 (r/w/o: 0.00/5808.56/2903.28) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1633.58 qps: 9828.49 (r/w/o: 0.00/6555.33/3273.16) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1924.50 qps: 11520.01 (r/w/o: 0.00/7671.01/3849.00) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1098.32 qps: 6619.94 (r/w/o: 0.00/4423.29/2196.64) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1640.13 qps: 9828.79 (r/w/o: 0.00/6548.53/3280.26) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1768.60 qps: 10612.57 (r/w/o: 0.00/7075.38/3537.19) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1812.64 qps: 10854.80 (r/w/o: 0.00/7229.52/3625.29) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1407.16 qps: 8446.95 (r/w/o: 0.00/5632.63/2814.32) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1428.86 qps: 8571.18 (r/w/o: 0.00/5713.45/2857.73) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1357.99 qps: 8153.94 (r/w/o: 0.00/5437.96/2715.98) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1671.53 qps: 10032.21 (r/w/o: 0.00/6692.14/3340.07) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1720.14 qps: 10340.85 (r/w/o: 0.00/6897.57/3443.28) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1431.17 qps: 8553.08 (r/w/o: 0.00/5695.73/2857.35) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1438.47 qps: 8655.83 (r/w/o: 0.00/5773.89/2881.94) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1607.97 qps: 9625.82 (r/w/o: 0.00/6409.88/3215.94) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1600.66 qps: 9631.98 (r/w/o: 0.00/6430.66/3201.32) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1627.17 qps: 9734.99 (r/w/o: 0.00/6480.66/3254.33) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 2012.71 qps: 12076.24 (r/w/o: 0.00/8050.83/4025.41) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1812.45 qps: 10902.71 (r/w/o: 0.00/7277.80/3624.91) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1349.58 qps: 8090.48 (r/w/o: 0.00/5391.32/2699.16) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1419.00 qps: 8497.97 (r/w/o: 0.00/5659.98/2837.99) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1154.99 qps: 6946.91 (r/w/o: 0.00/4636.94/2309.97) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1754.67 qps: 10506.00 (r/w/o: 0.00/6996.67/3509.33) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1498.26 qps: 8989.55 (r/w/o: 0.00/5993.03/2996.52) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1309.84 qps: 7891.01 (r/w/o: 0.00/5271.34/2619.67) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1493.52 qps: 8956.14 (r/w/o: 0.00/5968.10/2988.05) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1241.74 qps: 7446.43 (r/w/o: 0.00/4963.95/2482.48) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1575.33 qps: 9441.02 (r/w/o: 0.00/6291.35/3149.67) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1227.20 qps: 7374.19 (r/w/o: 0.00/4918.80/2455.40) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1451.40 qps: 8717.42 (r/w/o: 0.00/5814.62/2902.80) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1294.99 qps: 7767.91 (r/w/o: 0.00/5177.94/2589.97) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1294.01 qps: 7747.07 (r/w/o: 0.00/5159.04/2588.02) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1448.04 qps: 8698.25 (r/w/o: 0.00/5803.16/2895.08) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1602.02 qps: 9617.10 (r/w/o: 0.00/6412.07/3205.03) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1456.52 qps: 8743.09 (r/w/o: 0.00/5830.06/2913.03) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1425.17 qps: 8548.05 (r/w/o: 0.00/5697.70/2850.35) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1748.13 qps: 10480.78 (r/w/o: 0.00/6984.52/3496.26) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1547.93 qps: 9282.61 (r/w/o: 0.00/6188.74/3093.87) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1226.14 qps: 7356.87 (r/w/o: 0.00/4902.58/2454.29) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1603.04 qps: 9609.24 (r/w/o: 0.00/6403.16/3206.08) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1124.89 qps: 6765.34 (r/w/o: 0.00/4515.55/2249.78) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1495.76 qps: 8979.55 (r/w/o: 0.00/5988.04/2991.52) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1807.93 qps: 10834.55 (r/w/o: 0.00/7218.69/3615.85) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 7 tps: 1518.93 qps: 9115.61 (r/w/o: 0.00/6080.74/3034.87) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           271476
        other:                           135738
        total:                           407214
    transactions:                        67869  (1507.99 per sec.)
    queries:                             407214 (9047.94 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0059s
    total number of events:              67869

Latency (ms):
         min:                                    0.60
         avg:                                    5.30
         max:                                  403.57
         95th percentile:                        9.39
         sum:                               359777.43

Threads fairness:
    events (avg/stddev):           8483.6250/20.73
    execution time (avg/stddev):   44.9722/0.00

